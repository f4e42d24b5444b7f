import { safeLabel } from '../../safety/safeLabel.js'
import type { SatsConnectConnector, SatsConnectProvider } from '../connector.js'
import { bip122ConnectorId } from './connectorId.js'
import { walletIcon } from './walletIcon.js'

/** What one `window.btc_providers` entry must be: an id (a dotted path on window), a name; icon, webUrl and methods optional. */
export type BtcProviderEntry = { id: string; name: string; icon?: string | undefined; methods?: string[] | undefined }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
// Plain identifiers joined by dots, never a prototype's own names: the path is walked on window.
const PROVIDER_ID = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,7}$/
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor'])
const MAX_METHODS = 100

/** One `window.btc_providers` entry checked field by field (another script's input), or undefined. */
export function parseBtcProviderEntry(entry: unknown): BtcProviderEntry | undefined {
  if (!isObject(entry)) return undefined
  const { id, name, icon, methods } = entry
  if (typeof id !== 'string' || id.length > 200 || !PROVIDER_ID.test(id) || id.split('.').some((part) => FORBIDDEN_SEGMENTS.has(part))) return undefined
  if (typeof name !== 'string' || name.length === 0) return undefined
  if (icon !== undefined && typeof icon !== 'string') return undefined
  const methodList =
    Array.isArray(methods) && methods.length <= MAX_METHODS && methods.every((method) => typeof method === 'string') ? (methods as string[]) : undefined
  return { id, name, ...(icon === undefined ? {} : { icon }), ...(methodList ? { methods: methodList } : {}) }
}

/** The provider object at the entry's dotted id on `root` (sats-connect's getProviderById), when it has a `request` function. */
export function providerAt(root: unknown, id: string): { request: (...args: unknown[]) => unknown } | undefined {
  let value: unknown = root
  for (const part of id.split('.')) {
    if (!isObject(value) || !Object.hasOwn(value, part)) return undefined
    value = value[part]
  }
  return isObject(value) && typeof value.request === 'function' ? (value as { request: (...args: unknown[]) => unknown }) : undefined
}

/** Berth's handle on the provider: `request` calls the wallet's own (bound to it); no wallet-standard features. */
function handleOf(raw: { request: (...args: unknown[]) => unknown }): SatsConnectProvider {
  return { request: async (method, params) => raw.request(method, params), features: Object.freeze({}) }
}

/**
 * The connector of one `window.btc_providers` entry, or undefined when the entry or its provider is
 * not valid (parseBtcProviderEntry, providerAt) or the name is empty once cleaned. The name is shown
 * as text (safeLabel), the icon kept only as a data: image safeImageUrl accepts.
 */
export function toSatsConnectConnector(entry: unknown, root: unknown): SatsConnectConnector | undefined {
  const parsed = parseBtcProviderEntry(entry)
  if (!parsed) return undefined
  const raw = providerAt(root, parsed.id)
  const name = safeLabel(parsed.name)
  if (!raw || !name) return undefined
  const imageUrl = walletIcon(parsed.icon)
  return {
    id: bip122ConnectorId(name),
    type: 'ANNOUNCED',
    name,
    chain: 'bip122',
    kind: 'sats-connect',
    provider: handleOf(raw),
    providerId: parsed.id,
    ...(parsed.methods ? { methods: parsed.methods } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  }
}
