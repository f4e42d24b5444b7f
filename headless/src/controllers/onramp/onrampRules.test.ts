import { describe, expect, it } from 'vitest'
import type { OnrampPaymentCurrency, OnrampPurchase } from '../../types/onramp.js'
import { checkOnrampAmount } from './checkOnrampAmount.js'
import { redirectError, safeCheckoutUrl } from './checkoutUrl.js'
import { FALLBACK_ONRAMP_OPTIONS } from './fallbackOnrampOptions.js'
import { normaliseOnrampOptions } from './normaliseOnrampOptions.js'
import { newlyConfirmed, newPurchases } from './onrampPurchases.js'
import { placeholderOnrampQuote, quoteError, toOnrampQuote } from './onrampQuoteRules.js'
import { caipNetworkOfRamp, isOnrampNamespace, rampNetworkName } from './rampNetworkName.js'

const fallback = normaliseOnrampOptions(FALLBACK_ONRAMP_OPTIONS, { caipNetworkIds: ['eip155:1', 'eip155:8453'], fallback: true, reason: 'down' })
const paymentCurrencies: OnrampPaymentCurrency[] = fallback.paymentCurrencies
const amount = (value: string, paymentMethod?: 'card' | 'ach_bank_account', paymentCurrency = 'USD') =>
  checkOnrampAmount({ amount: value, paymentCurrency, paymentMethod, paymentCurrencies })

describe('the built-in fallback options (SPEC.md §7, §9)', () => {
  it('sells USDC and ETH on two networks, for USD and EUR, card 10.00 to 7,500.00 and bank 10.00 to 25,000.00', () => {
    expect(fallback.purchaseCurrencies.map((currency) => [currency.symbol, currency.networks.map((network) => network.name)])).toEqual([
      ['USDC', ['ethereum', 'polygon']],
      ['ETH', ['ethereum', 'polygon']],
    ])
    expect(fallback.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    for (const currency of fallback.paymentCurrencies) {
      expect(currency.limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    }
    expect(fallback).toMatchObject({ fallback: true, reason: 'down' })
    // Ethereum is one of the app's networks; Polygon is not.
    expect(fallback.purchaseCurrencies[0]?.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1', undefined])
  })
})

describe('checkOnrampAmount: within the chosen payment method’s limits', () => {
  it('accepts the limits themselves and answers cents', () => {
    expect(amount('10')).toEqual({ ok: true, cents: 1_000n, amount: '10.00' })
    expect(amount('7500.00')).toEqual({ ok: true, cents: 750_000n, amount: '7500.00' })
    expect(amount('25000', 'ach_bank_account')).toMatchObject({ ok: true, cents: 2_500_000n })
    expect(amount(' 50.5 ', 'card', 'EUR')).toMatchObject({ ok: true, amount: '50.50' })
  })

  it('refuses below the minimum and above the maximum of that method, with the limit in the message', () => {
    expect(amount('9.99')).toEqual({ ok: false, reason: 'amount-below-minimum', message: 'The minimum is 10.00 USD' })
    expect(amount('7500.01')).toEqual({ ok: false, reason: 'amount-above-maximum', message: 'The maximum is 7500.00 USD' })
    expect(amount('7500.01', 'ach_bank_account')).toMatchObject({ ok: true })
    expect(amount('25000.01', 'ach_bank_account', 'EUR')).toEqual({ ok: false, reason: 'amount-above-maximum', message: 'The maximum is 25000.00 EUR' })
  })

  it('refuses zero, negative, more than 2 decimals, exponents and text', () => {
    for (const bad of ['0', '0.00', '-10', '10.001', '1e3', 'ten', '', '10,00']) expect(amount(bad)).toMatchObject({ ok: false, reason: 'amount-invalid' })
  })

  it('refuses a currency or method the options do not list', () => {
    expect(amount('50', 'card', 'GBP')).toEqual({ ok: false, reason: 'unsupported-payment-currency', message: 'GBP is not accepted' })
    expect(checkOnrampAmount({ amount: '50', paymentCurrency: 'USD', paymentCurrencies: [{ id: 'USD', limits: [] }] })).toMatchObject({
      reason: 'unsupported-payment-method',
    })
  })
})

const quote = (fee: string, total = '50.00') => ({
  paymentTotal: { amount: total, currency: 'USD' },
  paymentSubtotal: { amount: (Number(total) - Number(fee)).toFixed(2), currency: 'USD' },
  purchaseAmount: { amount: '49.25', currency: 'USDC' },
  fees: [{ type: 'exchange', amount: fee, currency: 'USD' }],
  quoteId: 'q1',
})

describe('quotes: fees within 1 to 2 %, or a placeholder that says so', () => {
  it('keeps a quote whose fee is 1 to 2 % and whose parts add up, with its fee percentage', () => {
    expect(quoteError(quote('0.75'), { amount: '50.00', paymentCurrency: 'USD' })).toBeUndefined()
    expect(quoteError(quote('0.50'), { amount: '50', paymentCurrency: 'USD' })).toBeUndefined()
    expect(quoteError(quote('1.00'), { amount: '50', paymentCurrency: 'USD' })).toBeUndefined()
    expect(toOnrampQuote(quote('0.75'))).toEqual({
      quoteId: 'q1',
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      fees: [{ amount: '0.75', currency: 'USD' }],
      purchaseAmount: { amount: '49.25', currency: 'USDC' },
      feePercent: '1.50',
      placeholder: false,
      reason: undefined,
    })
  })

  it('refuses a fee outside 1 to 2 %, parts that do not add up, another total or currency', () => {
    expect(quoteError(quote('0.49'), { amount: '50', paymentCurrency: 'USD' })).toBe('the quote fee of 0.98 % is outside 1 to 2 %')
    expect(quoteError(quote('2.50'), { amount: '50', paymentCurrency: 'USD' })).toBe('the quote fee of 5.00 % is outside 1 to 2 %')
    expect(quoteError({ ...quote('0.75'), paymentSubtotal: { amount: '40.00', currency: 'USD' } }, { amount: '50', paymentCurrency: 'USD' })).toBe(
      'the quote subtotal and fees do not add up to its total',
    )
    expect(quoteError(quote('0.75'), { amount: '60', paymentCurrency: 'USD' })).toBe('the quote is for 50.00 USD, not 60 USD')
    expect(quoteError(quote('0.75'), { amount: '50', paymentCurrency: 'EUR' })).toMatch(/not 50 EUR/)
  })

  it('a placeholder: the amount asked as total, the 2 % top of the range as fee, nothing known of what arrives, and why', () => {
    expect(placeholderOnrampQuote({ amount: '50.00', paymentCurrency: 'EUR' }, 'Request timed out')).toEqual({
      quoteId: 'placeholder',
      paymentTotal: { amount: '50.00', currency: 'EUR' },
      paymentSubtotal: { amount: '49.00', currency: 'EUR' },
      fees: [{ amount: '1.00', currency: 'EUR' }],
      purchaseAmount: undefined,
      feePercent: '2.00',
      placeholder: true,
      reason: 'Request timed out',
    })
    // The fee rounds up to the cent: never less than the range's top.
    expect(placeholderOnrampQuote({ amount: '10.01', paymentCurrency: 'USD' }, 'x').fees[0]?.amount).toBe('0.21')
  })
})

describe('checkout URL and redirect safety', () => {
  it('opens https anywhere and http only on a loopback host, never credentials or other schemes', () => {
    expect(safeCheckoutUrl('https://pay.example/checkout/1')).toBe('https://pay.example/checkout/1')
    expect(safeCheckoutUrl('http://localhost:8791/checkout/1')).toBe('http://localhost:8791/checkout/1')
    for (const bad of [
      'http://pay.example/checkout',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'https://user:pw@pay.example/',
      'java\tscript:alert(1)',
      '//pay.example/x',
      'ftp://pay.example/x',
      42,
    ]) {
      expect(safeCheckoutUrl(bad)).toBeUndefined()
    }
  })

  it('sends the buyer back only to http(s) on the page’s own origin', () => {
    const page = 'http://127.0.0.1:5173'
    expect(redirectError('http://127.0.0.1:5173/done?x=1', page)).toBeUndefined()
    expect(redirectError('https://evil.example/done', page)).toBe('The redirect must stay on http://127.0.0.1:5173')
    expect(redirectError('javascript:alert(1)', page)).toBe('The redirect must be an http or https URL')
    expect(redirectError('not a url', page)).toBe('The redirect must be an http or https URL')
    expect(redirectError('http://me:pw@127.0.0.1:5173/', page)).toBe('The redirect must not carry credentials')
  })
})

describe('the on-ramp’s names for the app’s networks', () => {
  it('delivers on eip155 and solana only', () => {
    expect([isOnrampNamespace('eip155'), isOnrampNamespace('solana'), isOnrampNamespace('bip122'), isOnrampNamespace(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(rampNetworkName('bip122:000000000019d6689c085ae165831e93', {})).toBeUndefined()
  })

  it('takes the app’s option first, then the options by chain id, then the built-in names', () => {
    const options = {
      ...FALLBACK_ONRAMP_OPTIONS,
      purchaseCurrencies: [
        { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'local-chain', display_name: 'Local', chain_id: '31337', contract_address: '' }] },
      ],
    }
    expect(rampNetworkName('eip155:31337', { options })).toBe('local-chain')
    expect(rampNetworkName('eip155:31337', { options, option: { 'eip155:31337': 'mine' } })).toBe('mine')
    // A name the option gives another network is not this one's, whatever its chain id.
    expect(rampNetworkName('eip155:31337', { options, option: { 'eip155:31338': 'local-chain' } })).toBeUndefined()
    expect(rampNetworkName('eip155:8453', {})).toBe('base')
    expect(rampNetworkName('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', {})).toBe('solana')
    expect(rampNetworkName('eip155:999', {})).toBeUndefined()
    expect(caipNetworkOfRamp({ name: 'mine', chain_id: '7' }, ['eip155:1', 'eip155:31337'], { option: { 'eip155:31337': 'mine' } })).toBe('eip155:31337')
    expect(caipNetworkOfRamp({ name: 'x', chain_id: '31337' }, ['eip155:31337'], {})).toBe('eip155:31337')
    expect(caipNetworkOfRamp({ name: 'x', chain_id: '1' }, ['eip155:1'], {})).toBeUndefined()
  })

  it('a Solana network other than mainnet is found only by the name the app gives it (no chain id to match)', () => {
    const cluster = 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE' as const
    const local = { name: 'berth-solana-devnet', display_name: 'Berth Solana Devnet', chain_id: 'C87HniDwGEEByviiVqxKy4JPppad4zvE', contract_address: '' }
    const options = { ...FALLBACK_ONRAMP_OPTIONS, purchaseCurrencies: [{ id: 'sol', name: 'Solana', symbol: 'SOL', networks: [local] }] }
    expect(rampNetworkName(cluster, { options })).toBeUndefined()
    expect(caipNetworkOfRamp(local, ['eip155:31337', cluster], {})).toBeUndefined()
    const option = { [cluster]: 'berth-solana-devnet' }
    expect(rampNetworkName(cluster, { options, option })).toBe('berth-solana-devnet')
    expect(caipNetworkOfRamp(local, ['eip155:31337', cluster], { option })).toBe(cluster)
  })
})

const purchase = (id: string, status: OnrampPurchase['status']): OnrampPurchase => ({
  id,
  status,
  chain: 'eip155:31337',
  hash: undefined,
  paidAt: '2026-01-01T00:00:00.000Z',
  symbol: 'USDC',
  quantity: '49.25',
})

describe('following purchases', () => {
  it('newPurchases: those not listed before the checkout opened', () => {
    expect(newPurchases([purchase('a', 'confirmed'), purchase('b', 'pending')], ['a']).map((entry) => entry.id)).toEqual(['b'])
    // Paid (2026-01-01) long before a checkout opened a day later: not this checkout's, even if unlisted before.
    const opened = Date.parse('2026-01-02T00:00:00.000Z')
    expect(newPurchases([purchase('b', 'confirmed')], [], opened)).toEqual([])
    expect(newPurchases([purchase('b', 'confirmed')], [], Date.parse('2026-01-01T00:01:00.000Z')).map((entry) => entry.id)).toEqual(['b'])
  })

  it('newlyConfirmed: those confirmed now and not before; nothing on the first read', () => {
    expect(newlyConfirmed(undefined, [purchase('a', 'confirmed')])).toEqual([])
    expect(
      newlyConfirmed([purchase('a', 'confirmed'), purchase('b', 'pending')], [purchase('a', 'confirmed'), purchase('b', 'confirmed')]).map((entry) => entry.id),
    ).toEqual(['b'])
    expect(newlyConfirmed([], [purchase('c', 'confirmed')]).map((entry) => entry.id)).toEqual(['c'])
  })
})
