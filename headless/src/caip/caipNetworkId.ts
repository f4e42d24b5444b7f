import type { ChainNamespace } from '../types/chain.js'
import { InvalidCaipError } from '../errors/caip.js'

/** A CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

export type ParsedCaipNetworkId = { namespace: string; reference: string }

/** Exactly two colon-separated parts, neither empty (docs/validation.md). */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':')
  if (parts.length !== 2 || parts.some((part) => part === '')) {
    throw new InvalidCaipError('network id', value)
  }
  const [namespace, reference] = parts as [string, string]
  return { namespace, reference }
}

/**
 * The CAIP-2 id of a chain: `formatCaipNetworkId('eip155', 8453)` is `'eip155:8453'`. Throws
 * InvalidCaipError ('Invalid CAIP network id') when either part is empty or holds a colon.
 */
export function formatCaipNetworkId(namespace: ChainNamespace | string, reference: string | number): CaipNetworkId {
  return parseAndReturn(`${namespace}:${reference}`)
}

function parseAndReturn(value: string): CaipNetworkId {
  parseCaipNetworkId(value)
  return value as CaipNetworkId
}

/**
 * Whether `value` is a CAIP-2 id by parseCaipNetworkId's rule (two non-empty colon-separated
 * parts), without throwing: a type guard for input of unknown shape.
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && parts.every((part) => part !== '')
}
