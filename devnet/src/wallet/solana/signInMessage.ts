import { z } from 'zod'

const oneLine = (what: string) => z.string().regex(/^[^\r\n]*$/, `${what} must be one line`)
const datetime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' })

/**
 * SolanaSignInInput as a page sends it (every field optional, the wallet fills domain and address).
 * The rules are the SIWS message's: a field that could break a line would let the page write its
 * own lines into what the user signs.
 */
export const signInInput = z.strictObject({
  domain: z
    .string()
    .regex(/^[^\s/?#@]+$/, 'domain must be a host with an optional port')
    .optional(),
  address: z.string().optional(),
  statement: oneLine('statement').optional(),
  uri: z.url().optional(),
  version: z.literal('1', 'version must be "1"').optional(),
  chainId: z
    .string()
    .regex(/^[\w:-]+$/, 'chainId must be a cluster name or a CAIP-2 id')
    .optional(),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,}$/, 'nonce must be at least 8 letters or digits')
    .optional(),
  issuedAt: datetime.optional(),
  expirationTime: datetime.optional(),
  notBefore: datetime.optional(),
  requestId: oneLine('requestId').optional(),
  resources: z.array(z.url()).optional(),
})
export type SignInInput = z.infer<typeof signInInput>
export type SignInFields = SignInInput & { domain: string; address: string }

/**
 * The Sign In With Solana message (the text @solana/wallet-standard-util's createSignInMessageText
 * writes, CAIP-122's shape with "Solana account"): header, address, the statement after a blank line
 * when there is one, then the given fields after a blank line.
 */
export function createSignInMessageText(input: SignInFields): string {
  let message = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`
  if (input.statement) message += `\n\n${input.statement}`
  const fields: string[] = []
  if (input.uri) fields.push(`URI: ${input.uri}`)
  if (input.version) fields.push(`Version: ${input.version}`)
  if (input.chainId) fields.push(`Chain ID: ${input.chainId}`)
  if (input.nonce) fields.push(`Nonce: ${input.nonce}`)
  if (input.issuedAt) fields.push(`Issued At: ${input.issuedAt}`)
  if (input.expirationTime) fields.push(`Expiration Time: ${input.expirationTime}`)
  if (input.notBefore) fields.push(`Not Before: ${input.notBefore}`)
  if (input.requestId) fields.push(`Request ID: ${input.requestId}`)
  if (input.resources?.length) fields.push(`Resources:${input.resources.map((resource) => `\n- ${resource}`).join('')}`)
  if (fields.length) message += `\n\n${fields.join('\n')}`
  return message
}
