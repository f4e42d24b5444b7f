import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** A sign-in the browser-kept storage refused to keep; `details` says which check failed. */
export class SiwxSessionRefusedError extends BaseError {
  override name = 'SiwxSessionRefusedError'
  constructor(details: string) {
    super('Sign-in refused', { details })
  }
}

/** The sign-in configuration could not say whether the account has sessions. */
export class SiwxSessionsUnavailableError extends BaseError {
  override name = 'SiwxSessionsUnavailableError'
  constructor(cause: unknown) {
    super('Reading sign-in sessions failed', { cause })
  }
}

/** Sign-in was asked for while no account is connected. */
export class NoActiveAddressError extends BaseError {
  override name = 'NoActiveAddressError'
  constructor() {
    super('No ActiveCaipAddress found')
  }
}

/** Sign-in failed for an account that is a contract: the app's verifier may not support smart accounts. */
export class SmartAccountUnsupportedError extends BaseError {
  override name = 'SmartAccountUnsupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('This application might not support Smart Accounts', parameters)
  }
}

/** A sign-in message names the page's domain and URI; outside a browser page there are none. */
export class SiwxLocationMissingError extends BaseError {
  override name = 'SiwxLocationMissingError'
  constructor() {
    super('Sign-in needs the page location (domain and URI)', { details: 'pass `window` to createClient, or create the client in the browser' })
  }
}

/** A session whose signed text is not what its data formats to: it is refused, not stored. */
export class SiwxMessageMismatchError extends BaseError {
  override name = 'SiwxMessageMismatchError'
  /** `details`: which fields differ, when the text could be read back. */
  constructor(details?: string) {
    super('The signed message does not match its data', details === undefined ? {} : { details })
  }
}
