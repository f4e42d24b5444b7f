import { isRfc3339DateTime } from './rfc3339.js'
import type { SiwxMessageData } from './types.js'

/**
 * What keeps the data from being written as CAIP-122 text, beside its namespace's own address and
 * chain rules: a domain or URI with spaces, a statement or request id of more than one line, a nonce
 * under 8 letters and digits, a time that is not RFC 3339, a resource that is not a URI.
 */
export function caip122Problem(data: SiwxMessageData): string | undefined {
  if (!/^\S+$/.test(data.domain)) return `domain ${JSON.stringify(data.domain)} is not an authority`
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
 * CAIP-122's text in the EIP-4361 layout, for a namespace with no numeric chain id: "{domain} wants
 * you to sign in with your {accountName} account:", the address, the statement (with no blank pair
 * when there is none), then URI, Version, Chain ID as the namespace writes it, Nonce, Issued At and
 * the optional lines in CAIP-122's order, resources one per line. The data is checked already.
 */
export function caip122Text(data: SiwxMessageData, accountName: string, chainId: string): string {
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ]
  const header = `${data.domain} wants you to sign in with your ${accountName} account:\n${data.accountAddress}`
  return `${header}${data.statement ? `\n\n${data.statement}` : ''}\n\n${fields.join('\n')}`
}
