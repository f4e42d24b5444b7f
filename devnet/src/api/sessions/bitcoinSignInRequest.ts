import { Signer } from 'bip322-js'

/** The fields of a CAIP-122 Bitcoin sign-in message; `chainId` as the Chain ID line writes it. */
export interface SiwbFields {
  domain: string
  address: string
  statement?: string
  uri: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
}

/** The CAIP-122 Bitcoin text of the fields, as @berth/headless's formatSiwbMessage writes it (version 1). */
export function siwbText(fields: SiwbFields): string {
  const lines = [
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
  ]
  const header = `${fields.domain} wants you to sign in with your Bitcoin account:\n${fields.address}`
  return `${header}${fields.statement ? `\n\n${fields.statement}` : ''}\n\n${lines.join('\n')}`
}

/**
 * A Bitcoin sign-in request body as an app sends it (POST /v1/sessions/:address): the CAIP-122 text,
 * the same fields as `data` (the chain as `caip2`), and the base64 BIP-322 signature bip322-js's
 * Signer makes with `wif` for `signer` (default: the message's address). For tests, which then
 * tamper with what they want refused.
 */
export function bitcoinSignInRequest(
  wif: string,
  fields: SiwbFields,
  caip2: string,
  signer: string = fields.address,
): { data: Record<string, unknown>; message: string; signature: string } {
  const message = siwbText(fields)
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
  return { data, message, signature: Signer.sign(wif, signer, message) }
}
