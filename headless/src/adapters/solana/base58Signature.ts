import { base58 } from '@scure/base'

/**
 * An ed25519 signature as Solana writes it: base58 of its 64 bytes, or undefined when `value` is not
 * 64 bytes. @scure/base's codec (already loaded for checkSolanaAddress) rather than kit's: a send and
 * a signature share this module, which the bundler keeps beside solana()'s up-front code, where
 * kit's codecs and error table would add about 4.5 kB gzip to every Solana-configured app.
 */
export function base58Signature(value: unknown): string | undefined {
  return value instanceof Uint8Array && value.length === 64 ? base58.encode(value) : undefined
}
