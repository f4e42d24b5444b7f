import { BaseError } from './BaseError.js'

/** A stored value (or cookie) that cannot be kept or read back: too large, badly encoded, of another shape. Only logged. */
export class StoredValueRejectedError extends BaseError {
  override name = 'StoredValueRejectedError'
  constructor(details: string) {
    super('Stored value rejected', { details })
  }
}

/** A cookieStorage option that would break the cookie it writes (a path or domain with `;`, spaces...). */
export class InvalidCookieOptionError extends BaseError {
  override name = 'InvalidCookieOptionError'
  constructor(details: string) {
    super('Invalid cookie option', { details })
  }
}
