import { isAddress } from '@solana/kit'
import type { AddressCheck } from '../types.js'

/** Whether a typed receiver is a Solana account address: base58 of 32 bytes (Solana addresses have no checksum). */
export function checkSolanaAddress(address: string): AddressCheck {
  return typeof address === 'string' && isAddress(address.trim()) ? 'valid' : 'invalid'
}
