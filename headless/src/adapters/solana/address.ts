import { base58 } from '@scure/base'
import type { AddressCheck } from '../types.js'

/**
 * Whether a typed receiver is a Solana account address: base58 of 32 bytes (Solana addresses have no
 * checksum). @scure/base's codec rather than kit's isAddress, whose error table would put several kB
 * into the first load of every app that configures Solana.
 */
export function checkSolanaAddress(address: string): AddressCheck {
  if (typeof address !== 'string') return 'invalid'
  const text = address.trim()
  if (text.length < 32 || text.length > 44) return 'invalid'
  try {
    return base58.decode(text).length === 32 ? 'valid' : 'invalid'
  } catch {
    return 'invalid'
  }
}
