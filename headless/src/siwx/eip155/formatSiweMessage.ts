import { BaseError as ViemError, type Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { BaseError } from '../../errors/BaseError.js'
import { isRfc3339DateTime } from '../rfc3339.js'
import type { SiwxMessageData } from '../types.js'

/** The message data cannot make an EIP-4361 message (viem says which field and why). */
export class SiwxMessageInvalidError extends BaseError {
  override name = 'SiwxMessageInvalidError'
  constructor(details: string, cause?: unknown) {
    super('Invalid sign-in message', { details, cause })
  }
}

/**
 * An RFC 3339 time as the data writes it. viem writes a Date with toISOString(), which always adds
 * milliseconds; the text must carry the time exactly as issued (the signer reads it, a server may
 * compare it, and EIP-4361's own example has none), so the Date keeps its own writing.
 */
function asWritten(field: string, text: string): Date {
  if (!isRfc3339DateTime(text)) throw new SiwxMessageInvalidError(`${field} ${JSON.stringify(text)} is not an RFC 3339 date-time`)
  return Object.assign(new Date(text), { toISOString: () => text })
}

/**
 * The EIP-4361 text of the data, written by viem's createSiweMessage: the account in its EIP-55
 * form, a missing statement leaving its blank line, optional fields left out, resources one per
 * line, Chain ID the bare eip155 reference. Fields viem refuses (a short nonce, a domain that is not
 * an authority, a statement with a line break) become SiwxMessageInvalidError.
 */
export function formatSiweMessage(data: SiwxMessageData): string {
  try {
    return createSiweMessage({
      address: data.accountAddress as Address,
      chainId: Number(data.chainId.split(':')[1]),
      domain: data.domain,
      uri: data.uri,
      version: data.version,
      nonce: data.nonce,
      issuedAt: asWritten('issuedAt', data.issuedAt),
      ...(data.statement ? { statement: data.statement } : {}),
      ...(data.expirationTime !== undefined ? { expirationTime: asWritten('expirationTime', data.expirationTime) } : {}),
      ...(data.notBefore !== undefined ? { notBefore: asWritten('notBefore', data.notBefore) } : {}),
      ...(data.requestId ? { requestId: data.requestId } : {}),
      ...(data.resources?.length ? { resources: [...data.resources] } : {}),
    })
  } catch (error) {
    if (error instanceof SiwxMessageInvalidError) throw error
    const details = error instanceof ViemError ? [error.shortMessage, ...(error.metaMessages ?? [])].filter(Boolean).join(' ') : String(error)
    throw new SiwxMessageInvalidError(details, error)
  }
}
