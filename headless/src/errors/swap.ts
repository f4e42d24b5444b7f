import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** SPEC: swaps are asked on a network the swap service does not serve. */
export class SwapNetworkNotSupportedError extends BaseError {
  override name = 'SwapNetworkNotSupportedError'
  constructor(caipNetworkId: string | undefined) {
    super('Network not supported for Swaps', { details: `${caipNetworkId ?? 'no network'} is not a swap-supported network` })
  }
}

/** SPEC: gas prices are asked for a network the swap service does not serve. */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError'
  constructor(caipNetworkId: string | undefined) {
    super('Network not supported for Gas Price', { details: `${caipNetworkId ?? 'no network'} is not a swap-supported network` })
  }
}

/** Why validateSwap refused a swap; the text is in `shortMessage`. */
export type InvalidSwapReason =
  | 'missing-token'
  | 'token-not-listed'
  | 'token-wrong-network'
  | 'same-token'
  | 'missing-amount'
  | 'amount-not-a-number'
  | 'amount-negative'
  | 'amount-zero'
  | 'amount-too-many-decimals'
  | 'amount-too-large'
  | 'amount-above-balance'
  | 'slippage-invalid'
  | 'no-approval-needed'

/** The swap's input is refused before anything is asked of the API or the wallet. */
export class InvalidSwapError extends BaseError {
  override name = 'InvalidSwapError'
  readonly reason: InvalidSwapReason
  constructor(reason: InvalidSwapReason, message: string, parameters: BaseErrorParameters = {}) {
    super(message, parameters)
    this.reason = reason
  }
}

/** The router may not take the amount: the token's allowance is below it (approve first). */
export class SwapAllowanceTooLowError extends BaseError {
  override name = 'SwapAllowanceTooLowError'
  constructor(symbol: string, parameters: BaseErrorParameters = {}) {
    super(`Approve ${symbol} first: its allowance is below the amount`, parameters)
  }
}

/** The swap was mined and reverted: the price moved beyond the slippage, or the quote expired. */
export class SwapRevertedError extends BaseError {
  override name = 'SwapRevertedError'
  readonly hash: string
  constructor(hash: string) {
    super('The swap reverted: the price moved beyond the slippage tolerance', { details: `transaction ${hash} was mined and reverted` })
    this.hash = hash
  }
}

/** The approval was mined and reverted. */
export class SwapApproveRevertedError extends BaseError {
  override name = 'SwapApproveRevertedError'
  readonly hash: string
  constructor(hash: string) {
    super('The approval reverted', { details: `transaction ${hash} was mined and reverted` })
    this.hash = hash
  }
}

/** A swap or approval failed in a way none of the more precise errors names; `cause` holds what happened. */
export class SwapFailedError extends BaseError {
  override name = 'SwapFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Swap failed', parameters)
  }
}
