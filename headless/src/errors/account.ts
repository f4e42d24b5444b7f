import { BaseError } from './BaseError.js'

/** The notification and error text when the portfolio cannot be read. */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/** The portfolio could not be read: the network is not the app's, the API failed, or it failed less than 30 s ago. */
export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError'
  constructor(details: string, cause?: unknown) {
    super(TOKEN_BALANCE_UNAVAILABLE, { details, ...(cause === undefined ? {} : { cause }) })
  }
}

/** A read that needs an account and a network was called without one of them (nobody connected, say). */
export class AccountOrNetworkMissingError extends BaseError {
  override name = 'AccountOrNetworkMissingError'
  constructor(details?: string) {
    super('CaipNetwork or CaipAddress is undefined', details ? { details } : {})
  }
}
