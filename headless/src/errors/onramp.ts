import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** Why a quote or a checkout was refused before anything was asked of the on-ramp; the text is in `shortMessage`. */
export type InvalidOnrampReason =
  | 'unsupported-namespace'
  | 'unsupported-network'
  | 'unsupported-currency'
  | 'unsupported-payment-currency'
  | 'unsupported-payment-method'
  | 'amount-invalid'
  | 'amount-below-minimum'
  | 'amount-above-maximum'
  | 'address-invalid'
  | 'redirect-invalid'

/** A quote or checkout refused before the on-ramp is asked: an amount outside the limits, a currency or network it does not sell, a bad address or redirect. */
export class InvalidOnrampError extends BaseError {
  override name = 'InvalidOnrampError'
  readonly reason: InvalidOnrampReason
  constructor(reason: InvalidOnrampReason, message: string, parameters: BaseErrorParameters = {}) {
    super(message, parameters)
    this.reason = reason
  }
}
