import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** Why validateSend refused a send; the UI may branch on it, the text is in `shortMessage`. */
export type InvalidSendReason =
  | 'unsupported-chain'
  | 'missing-amount-or-receiver'
  | 'missing-token'
  | 'token-invalid'
  | 'token-wrong-network'
  | 'token-not-on-network'
  | 'amount-not-a-number'
  | 'amount-negative'
  | 'amount-zero'
  | 'amount-too-many-decimals'
  | 'amount-too-large'
  | 'receiver-invalid'
  | 'receiver-bad-checksum'
  | 'receiver-zero-address'
  | 'amount-above-balance'
  | 'amount-below-dust'
  | 'fee-above-balance'

/** The send's input is refused before the wallet is asked anything. */
export class InvalidSendError extends BaseError {
  override name = 'InvalidSendError'
  readonly reason: InvalidSendReason
  constructor(reason: InvalidSendReason, message: string, parameters: BaseErrorParameters = {}) {
    super(message, parameters)
    this.reason = reason
  }
}

/** A second send while one still waits: a double click must not send twice. */
export class SendInProgressError extends BaseError {
  override name = 'SendInProgressError'
  constructor() {
    super('A send is already in progress')
  }
}

/** A send failed in a way none of the more precise errors names; `cause` holds what happened. */
export class SendFailedError extends BaseError {
  override name = 'SendFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Send failed', parameters)
  }
}
