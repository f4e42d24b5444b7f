import { formatUnits, parseUnits } from 'viem'
import { devnetUsdPrices } from '../prices/devnetPrices'
import { centsText, paymentLimitCents, type OnrampTarget, type PaymentCurrency, type PaymentMethod } from './onrampOptions'

/** Devnet Ramp's fee: 1.5 % of the total, within the spec's 1 to 2 %. */
export const ONRAMP_FEE_BPS = 150n
/** USD per unit of each payment currency, as a fraction (EUR at a fixed 1.08 so that tests predict amounts). */
export const usdPerFiat: Record<PaymentCurrency, { num: bigint; den: bigint }> = { USD: { num: 1n, den: 1n }, EUR: { num: 108n, den: 100n } }

export interface Money {
  amount: string
  currency: string
}
/** SPEC.md §3 "Onramp quote". */
export interface OnrampQuote {
  paymentTotal: Money
  paymentSubtotal: Money
  purchaseAmount: Money
  fees: (Money & { type: 'exchange' })[]
  quoteId: string
}

export interface QuoteParts {
  totalCents: bigint
  feeCents: bigint
  subtotalCents: bigint
  /** In the purchased currency's smallest unit. */
  purchaseUnits: bigint
}

/** A fiat amount with at most two decimals ('50', '50.5', '50.25') in cents; undefined otherwise. */
export function fiatCents(amount: string): bigint | undefined {
  return /^\d{1,9}(\.\d{1,2})?$/.test(amount) ? parseUnits(amount, 2) : undefined
}

/** Why `cents` cannot be paid with `method`, or undefined when it is within the limits. */
export function limitError(cents: bigint, method: PaymentMethod, currency: PaymentCurrency): string | undefined {
  const { min, max } = paymentLimitCents[method]
  if (cents < min) return `amount is below the ${method} minimum of ${centsText(min)} ${currency}`
  if (cents > max) return `amount is above the ${method} maximum of ${centsText(max)} ${currency}`
  return undefined
}

/** The fee (rounded half up to a cent) comes out of the total; the rest buys at the devnet's price, rounded down. */
export function quoteParts(totalCents: bigint, currency: PaymentCurrency, target: Pick<OnrampTarget, 'symbol' | 'decimals'>): QuoteParts {
  const feeCents = (totalCents * ONRAMP_FEE_BPS + 5_000n) / 10_000n
  const subtotalCents = totalCents - feeCents
  const { num, den } = usdPerFiat[currency]
  const price = BigInt(devnetUsdPrices[target.symbol])
  const purchaseUnits = (subtotalCents * num * 10n ** BigInt(target.decimals)) / (100n * den * price)
  return { totalCents, feeCents, subtotalCents, purchaseUnits }
}

export function toOnrampQuote(parts: QuoteParts, currency: PaymentCurrency, target: Pick<OnrampTarget, 'symbol' | 'decimals'>, quoteId: string): OnrampQuote {
  return {
    paymentTotal: { amount: centsText(parts.totalCents), currency },
    paymentSubtotal: { amount: centsText(parts.subtotalCents), currency },
    purchaseAmount: { amount: formatUnits(parts.purchaseUnits, target.decimals), currency: target.symbol },
    fees: [{ type: 'exchange', amount: centsText(parts.feeCents), currency }],
    quoteId,
  }
}
