import { getBase58Decoder, getUtf8Encoder, type KeyPairSigner, signBytes } from '@solana/kit'
import { type Caip122Fields, caip122Data, caip122Text } from './caip122SignIn'

/** The fields of a Sign In With Solana message; `chainId` as the Chain ID line writes it. */
export type SiwsFields = Caip122Fields

/** The SIWS text of the fields, as @solana/wallet-standard-util's createSignInMessageText writes it (version 1). */
export const siwsText = (fields: SiwsFields): string => caip122Text(fields, 'Solana')

/**
 * A Solana sign-in request body as an app sends it (POST /v1/sessions/:address): the SIWS message,
 * the same fields as `data` (the chain as `caip2`), and `signer`'s base58 ed25519 signature over it.
 * For tests, which then tamper with what they want refused.
 */
export async function solanaSignInRequest(
  signer: Pick<KeyPairSigner, 'keyPair'>,
  fields: SiwsFields,
  caip2: string,
): Promise<{ data: Record<string, unknown>; message: string; signature: string }> {
  const message = siwsText(fields)
  const signature = getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(message)))
  return { data: caip122Data(fields, caip2), message, signature }
}
