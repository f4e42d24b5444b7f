import { InvalidSendError } from '../../../errors/send.js'
import { formatAmount } from '../../../units/parseAmount.js'
import type { CoinSelectionFailure } from './selectCoins.js'

/** Coin selection's refusal as the InvalidSendError the form shows, in the currency's units ('0.00000294 BTC'). */
export function selectionError(failure: CoinSelectionFailure, symbol: string, decimals: number): InvalidSendError {
  switch (failure.reason) {
    case 'amount-below-dust':
      return new InvalidSendError(
        'amount-below-dust',
        `Amount below dust: the least this receiver can be sent is ${formatAmount(failure.dust, decimals)} ${symbol}`,
      )
    case 'amount-above-balance':
      return new InvalidSendError('amount-above-balance', `Insufficient ${symbol} balance`)
    default:
      return new InvalidSendError('fee-above-balance', `Insufficient ${symbol} for the amount and the network fee`, {
        details: `the network fee is at least ${formatAmount(failure.fee, decimals)} ${symbol}`,
      })
  }
}
