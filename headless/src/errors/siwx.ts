import { BaseError } from './BaseError.js'

/** The client was created without `siwx`, so there is no sign-in to run. */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor() {
    super('SIWX is not enabled')
  }
}

/** The sign-in code (a lazily loaded chunk) could not be loaded. */
export class SiwxLoadError extends BaseError {
  override name = 'SiwxLoadError'
  constructor(cause: unknown) {
    super('Loading sign-in failed', { cause })
  }
}
