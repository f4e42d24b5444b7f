import './nodeGlobals'
import { Verifier } from 'bip322-js'

/**
 * Whether `signature` (base64: a BIP-322 witness, or BIP-137's 65 bytes) signs `message` for
 * `address`, by bip322-js. The devnet wallets check their own signatures before answering with them.
 */
export function verifyBitcoinMessage(address: string, message: string | Uint8Array, signatureBase64: string): boolean {
  try {
    return Verifier.verifySignature(address, typeof message === 'string' ? message : Buffer.from(message), signatureBase64)
  } catch {
    return false
  }
}
