import { BaseError } from './BaseError.js'

/**
 * Anything thrown inside Berth that is not one of its own errors (a bug, or a dependency's
 * surprise), wrapped so every error a caller meets has a `shortMessage`; the original is `cause`.
 */
export class InternalError extends BaseError {
  override name = 'InternalError'
  constructor(cause: unknown) {
    super('Internal SDK error', { cause })
  }
}

/** The error as Berth reports it: itself when it is a BaseError, else wrapped in InternalError. */
export function toBaseError(error: unknown): BaseError {
  return error instanceof BaseError ? error : new InternalError(error)
}
