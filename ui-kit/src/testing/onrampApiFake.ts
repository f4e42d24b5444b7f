/**
 * A stand-in for the data API's on-ramp (walletApiFake's fetch answers these paths from it): the
 * devnet's options (USDC and ETH on both devnet chains, USD and EUR), quotes at a 1.5 % fee (USDC at
 * 1, ETH at 3,000), a checkout URL on Devnet Ramp's origin, and the purchases the history's `onramp`
 * filter lists. Each part can fail ('error': 500 with a reason) or hang (never answers), so stories
 * and tests show the fallbacks. Nothing here touches the network.
 */
export type OnrampPurchaseFake = { id: string; status: 'pending' | 'confirmed' | 'failed'; symbol: string; quantity: string; paidAt: string; hash?: string }

export type OnrampApiFake = {
  options: 'ok' | 'error' | 'hang'
  quote: 'ok' | 'error' | 'hang'
  /** 'ok' answers a Devnet Ramp URL; a string answers that URL as it is (an unsafe one, for the refusal). */
  url: 'ok' | 'error' | string
  purchases: OnrampPurchaseFake[]
  /** Each checkout request's body, in order. */
  checkouts: unknown[]
}

export function onrampApiFake(overrides: Partial<OnrampApiFake> = {}): OnrampApiFake {
  return { options: 'ok', quote: 'ok', url: 'ok', purchases: [], checkouts: [], ...overrides }
}

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const networks = (contract: string) => [
  { name: 'berth-devnet', display_name: 'Berth Devnet', chain_id: '31337', contract_address: contract },
  { name: 'berth-devnet-l2', display_name: 'Berth Devnet L2', chain_id: '31338', contract_address: contract },
]
const USD_PRICE: Record<string, number> = { USDC: 1, ETH: 3000 }

/** The devnet's options, as GET /v1/onramp/options answers them. */
export const fixtureOnrampOptions = {
  purchaseCurrencies: [
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: networks('0x5FbDB2315678afecb367f032d93F642f64180aa3') },
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks: networks('') },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
}

const cents = (amount: string) => Math.round(Number(amount) * 100)
const text = (value: number) => (value / 100).toFixed(2)

/** The on-ramp's answer for a path, or undefined when the path is not the on-ramp's. */
export function onrampAnswer(fake: OnrampApiFake, url: URL, init: RequestInit | undefined, account: string | undefined): Promise<Response> | undefined {
  const part =
    url.pathname === '/v1/onramp/options'
      ? 'options'
      : url.pathname === '/v1/onramp/quote'
        ? 'quote'
        : url.pathname === '/v1/generators/onrampurl'
          ? 'url'
          : undefined
  if (url.pathname.endsWith('/history') && url.searchParams.get('onramp'))
    return Promise.resolve(json(200, { data: fake.purchases.map((entry) => historyEntry(entry, account)) }))
  if (!part) return undefined
  const mode = fake[part]
  if (mode === 'hang') return new Promise<never>(() => undefined)
  if (mode === 'error') return Promise.resolve(json(500, { reasons: [{ description: `The on-ramp ${part} service is unavailable` }] }))
  if (part === 'options') return Promise.resolve(json(200, fixtureOnrampOptions))
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, string>
  if (part === 'url') {
    fake.checkouts.push(body)
    return Promise.resolve(json(200, { url: mode === 'ok' ? 'http://localhost:8791/checkout/8f2b6a4e-4a53-4d4e-9a57-3c1fdc0b1e11' : mode }))
  }
  const total = cents(body.amount ?? '0')
  const fee = Math.round(total * 0.015)
  const symbol = body.purchaseCurrency ?? 'USDC'
  const usd = body.paymentCurrency === 'EUR' ? 1.08 : 1
  return Promise.resolve(
    json(200, {
      paymentTotal: { amount: text(total), currency: body.paymentCurrency },
      paymentSubtotal: { amount: text(total - fee), currency: body.paymentCurrency },
      purchaseAmount: { amount: String(Math.floor((((total - fee) / 100) * usd * 1e6) / (USD_PRICE[symbol] ?? 1)) / 1e6), currency: symbol },
      fees: [{ type: 'exchange', amount: text(fee), currency: body.paymentCurrency }],
      quoteId: 'quote-fixture',
    }),
  )
}

function historyEntry(entry: OnrampPurchaseFake, account: string | undefined) {
  return {
    id: entry.id,
    metadata: {
      operationType: 'buy',
      ...(entry.hash ? { hash: entry.hash } : {}),
      minedAt: entry.paidAt,
      chain: 'eip155:31337',
      status: entry.status,
      sentFrom: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
      sentTo: account ?? '',
    },
    transfers: [{ fungible_info: { name: entry.symbol, symbol: entry.symbol }, direction: 'in', quantity: { numeric: entry.quantity } }],
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}
