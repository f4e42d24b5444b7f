import type { CaipNetworkId } from './caipNetworkId.js'
import { InvalidCaipError } from '../errors/caip.js'

/** A CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

export type ParsedCaipAddress = {
  namespace: string
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

/** Exactly three colon-separated parts, none empty (docs/validation.md). */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    throw new InvalidCaipError('address', value)
  }
  const [namespace, reference, address] = parts as [string, string, string]
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

/**
 * The CAIP-10 id of `address` on a network: `formatCaipAddress('eip155:1', '0xab…')` is
 * `'eip155:1:0xab…'`. Throws InvalidCaipError ('Invalid CAIP address') unless the result has exactly
 * three non-empty colon-separated parts; the address's own format is not checked.
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const value = `${caipNetworkId}:${address}`
  parseCaipAddress(value)
  return value as CaipAddress
}

/**
 * Whether `value` is a CAIP-10 id by parseCaipAddress's rule (three non-empty colon-separated
 * parts), without throwing: a type guard for input of unknown shape.
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((part) => part !== '')
}
