import { SiwxMessageInvalidError } from '../eip155/formatSiweMessage.js'
import { isRfc3339DateTime } from '../rfc3339.js'
import type { SiwxMessageData } from '../types.js'
import { BIP122_CHAIN_ID, siwbAddressProblem } from './siwbAddress.js'

function invalid(data: SiwxMessageData): string | undefined {
  if (!BIP122_CHAIN_ID.test(data.chainId)) return `chainId ${JSON.stringify(data.chainId)} is not a bip122 CAIP-2 id (bip122: and 32 hex digits)`
  if (!/^\S+$/.test(data.domain)) return `domain ${JSON.stringify(data.domain)} is not an authority`
  const address = siwbAddressProblem(data.accountAddress, data.chainId)
  if (address) return address
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
 * The CAIP-122 text of the data on Bitcoin (bip122), signed with BIP-322: the EIP-4361 layout with
 * "Bitcoin account" in the header, the address as the wallet gave it (the payment address), the
 * statement (with no blank pair when there is none), then URI, Version, Chain ID (the whole CAIP-2
 * id, `bip122:<genesis hash prefix>`, as AppKit's SIWX writes it: Bitcoin has no numeric chain
 * id), Nonce, Issued At and the optional lines in CAIP-122's order, resources one per line.
 * Throws SiwxMessageInvalidError ('Invalid sign-in message') for data it cannot write, an address
 * of another Bitcoin network included.
 */
export function formatSiwbMessage(data: SiwxMessageData): string {
  const problem = invalid(data)
  if (problem) throw new SiwxMessageInvalidError(problem)
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ]
  const header = `${data.domain} wants you to sign in with your Bitcoin account:\n${data.accountAddress}`
  return `${header}${data.statement ? `\n\n${data.statement}` : ''}\n\n${fields.join('\n')}`
}
