import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** ApiError's own fields, on top of BaseError's: the endpoint that failed, the HTTP status when the server answered, and the field that failed the response schema. */
export type ApiErrorParameters = BaseErrorParameters & {
  /** `GET /getWallets`: the method and path, without base URL or query. */
  endpoint: string
  /** The HTTP status, when the server answered. */
  status?: number | undefined
  /** The first field that failed the response schema, as a dotted path (`data.3.name`). */
  field?: string | undefined
}

/**
 * Any failed call to the data or wallet-provider API: an HTTP error (its message is the first
 * reason's description when the body has one, docs/errors.md), no response, a timeout, a body that is not
 * JSON, or a body that fails its schema (the message names the endpoint and the field).
 */
export class ApiError extends BaseError {
  override name = 'ApiError'
  readonly endpoint: string
  readonly status: number | undefined
  readonly field: string | undefined

  constructor(shortMessage: string, { endpoint, status, field, ...parameters }: ApiErrorParameters) {
    super(shortMessage, parameters)
    this.endpoint = endpoint
    this.status = status
    this.field = field
  }
}

/** Whether the server answered (with an HTTP error or a body that failed its schema): false when no answer came back at all (the network dropped, a timeout). */
export const serverAnswered = (error: ApiError): boolean => error.status !== undefined || error.field !== undefined
