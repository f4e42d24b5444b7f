import { Verifier } from 'bip322-js'

/**
 * Whether `signature` (base64) is `address`'s signature over the UTF-8 `message`: BIP-322 "simple"
 * from a P2WPKH, P2SH-P2WPKH or key-path P2TR address, or a legacy BIP-137 one as bip322-js takes
 * it (the same key's P2PKH, P2SH-P2WPKH or P2WPKH address), checked by bip322-js without a node.
 * What bip322-js cannot read (a malformed address or signature, a script it does not handle) is
 * simply not valid.
 */
export function verifyBip322(address: string, message: string, signature: string): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
