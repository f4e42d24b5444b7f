import { addressKey } from './addressKey'
import type { Eip4361Message } from './parseEip4361'
import type { SiwbMessage } from './parseSiwb'
import type { SiwsMessage } from './parseSiws'
import type { SessionData } from './sessionSchemas'

const sameInstant = (message: Date | undefined, data: string | undefined) =>
  message === undefined || data === undefined ? message === data : message.getTime() === Date.parse(data)
const show = (value: unknown) => (value === undefined ? '(none)' : value instanceof Date ? value.toISOString() : JSON.stringify(value))

/**
 * Where the signed message (EIP-4361, Sign In With Solana or the CAIP-122 Bitcoin text) and the session data disagree, one line per field: the server stores
 * `data`, but the user signed `message`, so they must say the same thing. Empty when they agree.
 */
export function compareMessageWithData(message: Eip4361Message | SiwsMessage | SiwbMessage, data: SessionData): string[] {
  const differences: string[] = []
  // EIP-4361 writes the bare eip155 reference; the SIWS and Bitcoin readers already give the CAIP-2 id.
  const chainId = typeof message.chainId === 'number' ? `eip155:${message.chainId}` : message.chainId
  const check = (field: string, same: boolean, signed: unknown, given: unknown) => {
    if (!same) differences.push(`${field}: the message says ${show(signed)}, data says ${show(given)}`)
  }
  check('accountAddress', addressKey(message.address) === addressKey(data.accountAddress), message.address, data.accountAddress)
  check('chainId', chainId === data.chainId, chainId, data.chainId)
  check('domain', message.domain === data.domain, message.domain, data.domain)
  check('uri', message.uri === data.uri, message.uri, data.uri)
  check('version', message.version === data.version, message.version, data.version)
  check('nonce', message.nonce === data.nonce, message.nonce, data.nonce)
  check('issuedAt', sameInstant(message.issuedAt, data.issuedAt), message.issuedAt, data.issuedAt)
  check('expirationTime', sameInstant(message.expirationTime, data.expirationTime), message.expirationTime, data.expirationTime)
  check('notBefore', sameInstant(message.notBefore, data.notBefore), message.notBefore, data.notBefore)
  // An empty statement or request id is the same as none: the message cannot tell them apart.
  check('statement', (message.statement || undefined) === (data.statement || undefined), message.statement, data.statement)
  check('requestId', (message.requestId || undefined) === (data.requestId || undefined), message.requestId, data.requestId)
  check('resources', JSON.stringify(message.resources ?? []) === JSON.stringify(data.resources ?? []), message.resources, data.resources)
  return differences
}
