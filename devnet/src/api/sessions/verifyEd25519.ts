import { getBase58Encoder, getPublicKeyFromAddress, getUtf8Encoder, isAddress, isSignature, type SignatureBytes, verifySignature } from '@solana/kit'

/**
 * Whether `signature` (base58, 64 bytes) is `address`'s ed25519 signature over the UTF-8 bytes of
 * `message`, checked by @solana/kit (WebCrypto Ed25519): a Solana account's address is its public
 * key, so no cluster is asked.
 */
export async function verifyEd25519(address: string, message: string, signature: string): Promise<boolean> {
  if (!isAddress(address) || !isSignature(signature)) return false
  return verifySignature(await getPublicKeyFromAddress(address), getBase58Encoder().encode(signature) as SignatureBytes, getUtf8Encoder().encode(message))
}
