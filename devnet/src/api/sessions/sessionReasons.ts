import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Why the devnet refuses a sign-in or a revocation: each a code of its own, so clients can tell them apart. */
export const sessionReasonCodes = {
  notEip4361: 'NOT_EIP4361',
  notSiws: 'NOT_SIWS',
  notSiwb: 'NOT_SIWB',
  messageMismatch: 'MESSAGE_MISMATCH',
  addressMismatch: 'ADDRESS_MISMATCH',
  chainMismatch: 'CHAIN_MISMATCH',
  originMissing: 'ORIGIN_MISSING',
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
  domainMismatch: 'DOMAIN_MISMATCH',
  uriMismatch: 'URI_MISMATCH',
  messageExpired: 'MESSAGE_EXPIRED',
  messageNotYetValid: 'MESSAGE_NOT_YET_VALID',
  nonceUnknown: 'NONCE_UNKNOWN',
  nonceExpired: 'NONCE_EXPIRED',
  nonceReused: 'NONCE_REUSED',
  signatureInvalid: 'SIGNATURE_INVALID',
  sessionNotFound: 'SESSION_NOT_FOUND',
} as const

export type SessionReasonCode = (typeof sessionReasonCodes)[keyof typeof sessionReasonCodes]

/** A refusal with the HTTP status it is answered with. */
export interface SessionRefusal {
  status: ContentfulStatusCode
  code: SessionReasonCode
  description: string
}

export const refuse = (status: ContentfulStatusCode, code: SessionReasonCode, description: string): SessionRefusal => ({ status, code, description })
