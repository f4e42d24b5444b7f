import { getBase58Encoder, getPublicKeyFromAddress, getUtf8Encoder, isAddress, isSignature, type SignatureBytes, verifySignature } from '@solana/kit'

/**
 * Whether `signature` (base58, 64 bytes) is `address`'s ed25519 signature over the UTF-8 bytes of
 * `message`: a Solana account's public key is its address, so nothing is asked of a cluster.
 * @solana/kit checks it with the platform's WebCrypto Ed25519. Anything that is not an address or a
 * signature is simply not valid.
 */
export async function verifySolanaSignature(address: string, message: string, signature: string): Promise<boolean> {
  if (!isAddress(address) || !isSignature(signature)) return false
  const publicKey = await getPublicKeyFromAddress(address)
  return verifySignature(publicKey, getBase58Encoder().encode(signature) as SignatureBytes, getUtf8Encoder().encode(message))
}
