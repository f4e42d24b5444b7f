import { getBase58Decoder, getUtf8Encoder, type KeyPairSigner, signBytes } from '@solana/kit'

/** The fields of a Sign In With Solana message; `chainId` as the Chain ID line writes it. */
export interface SiwsFields {
  domain: string
  address: string
  statement?: string
  uri: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
}

/** The SIWS text of the fields, as @solana/wallet-standard-util's createSignInMessageText writes it (version 1). */
export function siwsText(fields: SiwsFields): string {
  const lines = [
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
  ]
  const header = `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}`
  return `${header}${fields.statement ? `\n\n${fields.statement}` : ''}\n\n${lines.join('\n')}`
}

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
  const data: Record<string, unknown> = {
    accountAddress: fields.address,
    chainId: caip2,
    domain: fields.domain,
    uri: fields.uri,
    version: '1',
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
    ...(fields.statement ? { statement: fields.statement } : {}),
  }
  const signature = getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(message)))
  return { data, message, signature }
}
