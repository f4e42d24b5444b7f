import { Buffer } from 'buffer'

/**
 * bip322-js (and the bitcoinjs-lib 6 it brings) reads Node's global `Buffer`, which a browser has
 * not: this chunk gives it the `buffer` package's, only where there is none, and only then loads
 * the library (in a chunk of its own: its modules use Buffer while they load).
 */
async function loadVerifier() {
  globalThis.Buffer ??= Buffer as unknown as typeof globalThis.Buffer
  return (await import('bip322-js')).Verifier
}

/**
 * Whether `signature` (base64) is `address`'s signature over the UTF-8 `message`: BIP-322 "simple"
 * (the witness of the virtual to_sign transaction) from a P2WPKH, P2SH-P2WPKH or key-path P2TR
 * address, or a legacy BIP-137 one (65 bytes) where bip322-js takes it, checked with bip322-js
 * `Verifier.verifySignature` (no node is asked). An address or signature it cannot read, or a
 * script it does not handle, is simply not valid.
 */
export async function verifyBip122Signature(address: string, message: string, signature: string): Promise<boolean> {
  const Verifier = await loadVerifier()
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
