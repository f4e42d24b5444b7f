import { isRfc3339DateTime } from '../rfc3339.js'
import { SiwxMessageInvalidError } from '../eip155/formatSiweMessage.js'
import type { SiwxMessageData } from '../types.js'
import { siwsChainId } from './siwsChainId.js'

/** A base58 Solana address (32 bytes write as 32 to 44 characters). */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

function invalid(data: SiwxMessageData): string | undefined {
  if (!/^\S+$/.test(data.domain)) return `domain ${JSON.stringify(data.domain)} is not an authority`
  if (!SOLANA_ADDRESS.test(data.accountAddress)) return `accountAddress ${JSON.stringify(data.accountAddress)} is not a base58 Solana address`
  if (data.statement?.includes('\n')) return 'the statement must be one line'
  if (!/^\S+$/.test(data.uri)) return `uri ${JSON.stringify(data.uri)} is not a URI`
  if (!/^[A-Za-z0-9]{8,}$/.test(data.nonce)) return 'the nonce must be at least 8 letters and digits'
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined && !isRfc3339DateTime(value)) return `${field} ${JSON.stringify(value)} is not an RFC 3339 date-time`
  }
  if (data.requestId?.includes('\n')) return 'the request id must be one line'
  if (data.resources?.some((resource) => !/^\S+$/.test(resource))) return 'each resource must be a URI'
  return undefined
}

/**
 * The Sign In With Solana text of the data (CAIP-122 for the solana namespace), line for line what
 * @solana/wallet-standard-util's createSignInMessageText writes and Phantom's SIWS spec shows: the
 * header and base58 address, the statement (with no blank pair when there is none), then URI, Version,
 * Chain ID (siwsChainId), Nonce, Issued At and the optional lines in that order, resources one per
 * line. Throws SiwxMessageInvalidError ('Invalid sign-in message') for data it cannot write.
 */
export function formatSiwsMessage(data: SiwxMessageData): string {
  const problem = invalid(data)
  if (problem) throw new SiwxMessageInvalidError(problem)
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${siwsChainId(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ]
  const header = `${data.domain} wants you to sign in with your Solana account:\n${data.accountAddress}`
  return `${header}${data.statement ? `\n\n${data.statement}` : ''}\n\n${fields.join('\n')}`
}
