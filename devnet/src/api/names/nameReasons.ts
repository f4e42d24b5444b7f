import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Why the devnet refuses a name registration or lookup: each a code of its own, so clients can tell them apart. */
export const nameReasonCodes = {
  nameInvalid: 'NAME_INVALID',
  nameTaken: 'NAME_TAKEN',
  nameNotFound: 'NAME_NOT_FOUND',
  zoneUnknown: 'ZONE_UNKNOWN',
  messageInvalid: 'MESSAGE_INVALID',
  timestampOutOfWindow: 'TIMESTAMP_OUT_OF_WINDOW',
  coinTypeUnsupported: 'COIN_TYPE_UNSUPPORTED',
  signatureInvalid: 'SIGNATURE_INVALID',
} as const

export type NameReasonCode = (typeof nameReasonCodes)[keyof typeof nameReasonCodes]

/** A refusal with the HTTP status it is answered with. */
export interface NameRefusal {
  status: ContentfulStatusCode
  code: NameReasonCode
  description: string
}

export const refuseName = (status: ContentfulStatusCode, code: NameReasonCode, description: string): NameRefusal => ({ status, code, description })
