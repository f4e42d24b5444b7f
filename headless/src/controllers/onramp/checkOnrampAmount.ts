import { formatUnits, parseUnits } from 'viem'
import type { InvalidOnrampReason } from '../../errors/onramp.js'
import type { OnrampPaymentCurrency, OnrampPaymentMethod } from '../../types/onramp.js'

/** checkOnrampAmount's verdict: the amount in cents, or why it cannot be paid (a reason code and a message to show). */
export type OnrampAmountCheck = { ok: true; cents: bigint; amount: string } | { ok: false; reason: InvalidOnrampReason; message: string }

const FIAT = /^\d{1,12}(\.\d{1,2})?$/

/** Cents of a fiat amount with at most 2 decimals ('10', '10.5', '7500.00'); undefined for anything else. */
export function fiatCents(amount: string): bigint | undefined {
  const trimmed = amount.trim()
  return FIAT.test(trimmed) ? parseUnits(trimmed, 2) : undefined
}

/** 123456n → '1234.56'. */
export const centsText = (cents: bigint): string => {
  const text = formatUnits(cents, 2)
  const [whole, fraction = ''] = text.split('.')
  return `${whole}.${fraction.padEnd(2, '0')}`
}

/**
 * Whether `amount` of `paymentCurrency` can be paid with `paymentMethod` (card by default), within
 * that method's limits in the options: a positive amount with at most 2 decimals, from min to max.
 */
export function checkOnrampAmount({
  amount,
  paymentCurrency,
  paymentMethod = 'card',
  paymentCurrencies,
}: {
  amount: string
  paymentCurrency: string
  paymentMethod?: OnrampPaymentMethod | undefined
  paymentCurrencies: readonly OnrampPaymentCurrency[]
}): OnrampAmountCheck {
  const currency = paymentCurrencies.find((candidate) => candidate.id === paymentCurrency)
  if (!currency) return { ok: false, reason: 'unsupported-payment-currency', message: `${paymentCurrency} is not accepted` }
  const limit = currency.limits.find((candidate) => candidate.id === paymentMethod)
  if (!limit) return { ok: false, reason: 'unsupported-payment-method', message: `${paymentMethod} is not accepted in ${paymentCurrency}` }
  const cents = fiatCents(amount)
  if (cents === undefined || cents === 0n) return { ok: false, reason: 'amount-invalid', message: 'Enter an amount with at most 2 decimals' }
  const min = fiatCents(limit.min) ?? 0n
  const max = fiatCents(limit.max)
  if (cents < min) return { ok: false, reason: 'amount-below-minimum', message: `The minimum is ${centsText(min)} ${paymentCurrency}` }
  if (max !== undefined && cents > max) return { ok: false, reason: 'amount-above-maximum', message: `The maximum is ${centsText(max)} ${paymentCurrency}` }
  return { ok: true, cents, amount: centsText(cents) }
}
