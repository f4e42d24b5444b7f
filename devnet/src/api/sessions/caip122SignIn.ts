/** The fields of a CAIP-122 sign-in message (Solana, Bitcoin); `chainId` as the Chain ID line writes it. */
export interface Caip122Fields {
  domain: string
  address: string
  statement?: string
  uri: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
}

/** The CAIP-122 text of the fields (version 1) for an account named `accountName` ('Solana', 'Bitcoin'). */
export function caip122Text(fields: Caip122Fields, accountName: string): string {
  const lines = [
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
    ...(fields.expirationTime ? [`Expiration Time: ${fields.expirationTime}`] : []),
  ]
  const header = `${fields.domain} wants you to sign in with your ${accountName} account:\n${fields.address}`
  return `${header}${fields.statement ? `\n\n${fields.statement}` : ''}\n\n${lines.join('\n')}`
}

/** The `data` an app sends beside the text (POST /v1/sessions/:address): the same fields, the chain as `caip2`. */
export function caip122Data(fields: Caip122Fields, caip2: string): Record<string, unknown> {
  return {
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
}
