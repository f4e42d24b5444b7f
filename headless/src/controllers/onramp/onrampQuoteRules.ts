import type { OnrampQuoteResponse } from '../../api/getOnrampQuote.js'
import type { OnrampQuote } from '../../types/onramp.js'
import { centsText, fiatCents } from './checkOnrampAmount.js'
import { ONRAMP_FEE_RANGE_BPS } from './fallbackOnrampOptions.js'

/** '1.50' from 150 basis points. */
const percentText = (bps: bigint): string => centsText(bps)

/**
 * Why a quote from the API cannot be shown as the price, or undefined: the total is not the amount
 * asked, a fee is in another currency, subtotal plus fees is not the total, or the fees are outside
 * the providers' 1 to 2 %.
 */
export function quoteError(quote: OnrampQuoteResponse, requested: { amount: string; paymentCurrency: string }): string | undefined {
  const total = fiatCents(quote.paymentTotal.amount)
  const subtotal = fiatCents(quote.paymentSubtotal.amount)
  const asked = fiatCents(requested.amount)
  if (total === undefined || subtotal === undefined) return 'the quote has amounts with more than 2 decimals'
  if (total !== asked || quote.paymentTotal.currency !== requested.paymentCurrency)
    return `the quote is for ${quote.paymentTotal.amount} ${quote.paymentTotal.currency}, not ${requested.amount} ${requested.paymentCurrency}`
  let fees = 0n
  for (const fee of quote.fees) {
    const cents = fiatCents(fee.amount)
    if (cents === undefined || fee.currency !== requested.paymentCurrency)
      return `a fee of ${fee.amount} ${fee.currency} is not in ${requested.paymentCurrency} cents`
    fees += cents
  }
  if (subtotal + fees !== total) return 'the quote subtotal and fees do not add up to its total'
  const bps = total === 0n ? 0n : (fees * 10_000n) / total
  if (bps < ONRAMP_FEE_RANGE_BPS.min || bps > ONRAMP_FEE_RANGE_BPS.max) return `the quote fee of ${percentText(bps)} % is outside 1 to 2 %`
  return undefined
}

/** A checked quote as callers use it, with its fee percentage. */
export function toOnrampQuote(quote: OnrampQuoteResponse): OnrampQuote {
  const total = fiatCents(quote.paymentTotal.amount) ?? 0n
  const fees = quote.fees.reduce((sum, fee) => sum + (fiatCents(fee.amount) ?? 0n), 0n)
  return {
    quoteId: quote.quoteId,
    paymentTotal: quote.paymentTotal,
    paymentSubtotal: quote.paymentSubtotal,
    fees: quote.fees.map(({ amount, currency }) => ({ amount, currency })),
    purchaseAmount: quote.purchaseAmount,
    feePercent: percentText(total === 0n ? 0n : (fees * 10_000n) / total),
    placeholder: false,
    reason: undefined,
  }
}

/**
 * The quote shown when the API gives none (SPEC.md §7): the amount asked as the total, the top of
 * the fee range (2 %) taken out of it, nothing known of what arrives, and `placeholder: true` with
 * the reason.
 */
export function placeholderOnrampQuote({ amount, paymentCurrency }: { amount: string; paymentCurrency: string }, reason: string): OnrampQuote {
  const total = fiatCents(amount) ?? 0n
  const fee = (total * ONRAMP_FEE_RANGE_BPS.max + 9_999n) / 10_000n
  return {
    quoteId: 'placeholder',
    paymentTotal: { amount: centsText(total), currency: paymentCurrency },
    paymentSubtotal: { amount: centsText(total - fee), currency: paymentCurrency },
    fees: [{ amount: centsText(fee), currency: paymentCurrency }],
    purchaseAmount: undefined,
    feePercent: percentText(ONRAMP_FEE_RANGE_BPS.max),
    placeholder: true,
    reason,
  }
}
