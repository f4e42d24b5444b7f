import type { Address } from '../../types/chain.js'
import { keccak256 } from './keccak256.js'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** EIP-55: each letter is upper case when the matching nibble of the lowercase address's hash is 8 or more. */
export function checksumAddress(address: string): Address {
  const lower = address.slice(2).toLowerCase()
  const hash = keccak256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let index = 0; index < 40; index++) result += Number.parseInt(hash[index]!, 16) >= 8 ? lower[index]!.toUpperCase() : lower[index]
  return result as Address
}

/**
 * 'bad-checksum' for a mixed-case address whose case is not its EIP-55 checksum: most likely a
 * typo, and the node would accept it and send the funds to nobody's account. All-lower and
 * all-upper addresses carry no checksum and are accepted.
 */
export function checkAddress(value: string): 'valid' | 'invalid' | 'bad-checksum' {
  if (!HEX_ADDRESS.test(value)) return 'invalid'
  const body = value.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return 'valid'
  return checksumAddress(value) === value ? 'valid' : 'bad-checksum'
}

export function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && checkAddress(value) === 'valid'
}
