// The headless on-ramp (onrampController(client), what the hooks call) against the devnet's API and
// Devnet Ramp: options and quotes from the real API, a checkout that opens and credits the wallet on
// anvil, the fallbacks when the API is down, hanging or answers a wrong shape, and the parameters
// refused before anything is asked.
import { createClient, InvalidOnrampError, memoryBackend, onrampController, type Client } from '@berth/headless'
import { berthDevnet, berthDevnetL2, devnetOnrampNetworks } from '@berth/devnet/networks'
import { devnetTokens } from '@berth/devnet/tokens'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'

const pageOrigin = 'http://127.0.0.1:5173'
const quiet = { warn: () => undefined, error: () => undefined }
const make = (overrides: { apiUrl?: string; fetch?: typeof fetch } = {}): Client =>
  createClient({
    networks: [berthDevnet, berthDevnetL2],
    storage: memoryBackend(),
    projectId: 'berth-devnet',
    apiUrl: inject('devnetApiUrl'),
    apiRetryDelayMs: 0,
    origin: pageOrigin,
    onramp: { networks: devnetOnrampNetworks },
    logger: quiet,
    ...overrides,
  })
const usdcOf = (address: Address) =>
  createPublicClient({ transport: http(inject('devnetUrls')['eip155:31337']), cacheTime: 0 }).readContract({
    address: devnetTokens[31337].USDC.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
const pay = (url: string, number: string) =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ number, expiry: '12/40', cvc: '123' }), redirect: 'manual' })
const buy = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', caipNetworkId: 'eip155:31337' as const }

/** A fetch that answers the on-ramp paths itself (`answer`) and sends the rest to the devnet; every URL asked is recorded. */
function onrampFetch(answer: (url: URL, init?: RequestInit) => Promise<Response> | undefined) {
  const asked: string[] = []
  const wrapped: typeof fetch = (input, init) => {
    const url = new URL(String(input))
    asked.push(url.pathname)
    if (url.pathname.includes('onramp')) {
      const answered = answer(url, init)
      if (answered) return answered
    }
    return fetch(input, init)
  }
  return { fetch: wrapped, asked }
}

describe('on-ramp through the devnet API', () => {
  it('options: USDC and ETH on both devnet chains, tagged with the app networks, USD and EUR with the limits', async () => {
    const options = await (await onrampController(make())).options()
    expect(options).toMatchObject({ fallback: false, reason: undefined })
    const usdc = options.purchaseCurrencies.find((currency) => currency.symbol === 'USDC')
    expect(usdc?.networks.map((network) => [network.name, network.caipNetworkId])).toEqual([
      ['berth-devnet', 'eip155:31337'],
      ['berth-devnet-l2', 'eip155:31338'],
    ])
    expect(options.paymentCurrencies.find((currency) => currency.id === 'EUR')?.limits).toContainEqual({ id: 'card', min: '10.00', max: '7500.00' })
  })

  it('quote: 50 USD buys 49.25 USDC after a 1.5 % fee, priced by the API', async () => {
    const quote = await (await onrampController(make())).quote(buy)
    expect(quote).toMatchObject({
      placeholder: false,
      feePercent: '1.50',
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'USDC' },
    })
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('checkout: the URL opens a Devnet Ramp page, and paying there credits the wallet on anvil; the purchases list it', async () => {
    const buyer = privateKeyToAddress(generatePrivateKey())
    const client = make()
    const checkout = await (await onrampController(client)).buyUrl({ ...buy, address: buyer, redirectUrl: `${pageOrigin}/bought` })
    expect(checkout).toMatchObject({ address: buyer, caipNetworkId: 'eip155:31337', amount: '50.00' })
    // Devnet Ramp's checkout of the recorded order, on its own origin.
    expect(checkout.url).toMatch(/^http:\/\/localhost:\d+\/checkout\/[0-9a-f-]{36}$/)

    const page = await fetch(checkout.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('50.00')

    expect(await (await onrampController(client)).purchases({ address: buyer, caipNetworkId: 'eip155:31337' })).toEqual([])
    const declined = await pay(checkout.url, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(await usdcOf(buyer)).toBe(0n)

    const paid = await pay(checkout.url, '4242 4242 4242 4242')
    expect([200, 303]).toContain(paid.status)
    expect(await usdcOf(buyer)).toBe(49_250_000n)
    const purchases = await (await onrampController(client)).purchases({ address: buyer, caipNetworkId: 'eip155:31337' })
    expect(purchases).toHaveLength(1)
    expect(purchases[0]).toMatchObject({ status: 'confirmed', symbol: 'USDC', quantity: '49.25', chain: 'eip155:31337', hash: expect.stringMatching(/^0x/) })
  })
})

describe('on-ramp fallbacks when the API fails', () => {
  it('API down: the built-in options and a placeholder quote that says so; no checkout', async () => {
    const client = make({ apiUrl: 'http://127.0.0.1:9' })
    const options = await (await onrampController(client)).options()
    expect(options).toMatchObject({ fallback: true, reason: 'HTTP request failed' })
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH'])
    // On the fallback list the devnet chain is not sold: the quote is refused, Ethereum would be quoted.
    await expect((await onrampController(client)).quote(buy)).rejects.toMatchObject({ reason: 'unsupported-currency' })
    await expect((await onrampController(client)).buyUrl(buy)).rejects.toBeInstanceOf(InvalidOnrampError)
  })

  it('a wrong shape: options fall back naming the field; a quote of the wrong shape gives a placeholder', async () => {
    const { fetch } = onrampFetch((url) => {
      if (url.pathname === '/v1/onramp/options') return Promise.resolve(Response.json({ purchaseCurrencies: [{ symbol: 'USDC' }], paymentCurrencies: [] }))
      if (url.pathname === '/v1/onramp/quote') return Promise.resolve(Response.json({ quoteId: 'q', paymentTotal: '50' }))
      return undefined
    })
    const options = await (await onrampController(make({ fetch }))).options()
    expect(options).toMatchObject({ fallback: true, reason: 'Invalid response from GET /v1/onramp/options: purchaseCurrencies.0.id' })

    // Options from the real API, a quote of the wrong shape: the placeholder says why.
    const quoteOnly = onrampFetch((url) => (url.pathname === '/v1/onramp/quote' ? Promise.resolve(Response.json({ quoteId: 'q' })) : undefined))
    const quote = await (await onrampController(make({ fetch: quoteOnly.fetch }))).quote(buy)
    expect(quote).toMatchObject({ placeholder: true, reason: 'Invalid response from POST /v1/onramp/quote: paymentTotal', purchaseAmount: undefined })
  })

  it('hanging: the quote gives up after the API timeout and answers a placeholder', async () => {
    const { fetch } = onrampFetch((url, init) =>
      url.pathname === '/v1/onramp/quote'
        ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : undefined,
    )
    const started = Date.now()
    const quote = await (await onrampController(make({ fetch }))).quote(buy)
    expect(quote).toMatchObject({ placeholder: true, reason: 'Request timed out', paymentTotal: { amount: '50.00', currency: 'USD' } })
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000)
  }, 30_000)
})

describe('checkout parameters refused before the API is asked', () => {
  it.each([
    [{ redirectUrl: 'https://evil.example/done' }, 'The redirect must stay on http://127.0.0.1:5173'],
    [{ redirectUrl: 'javascript:alert(document.cookie)' }, 'The redirect must be an http or https URL'],
    [{ redirectUrl: 'http://127.0.0.1:9999/' }, 'The redirect must stay on http://127.0.0.1:5173'],
    [{ amount: '5' }, 'The minimum is 10.00 USD'],
    [{ amount: '50.001' }, 'Enter an amount with at most 2 decimals'],
    [{ address: 'not-an-address' }, 'Connect a wallet to receive the purchase'],
    [{ purchaseCurrency: 'DAI' }, 'DAI cannot be bought on this network'],
  ])('%j', async (change, message) => {
    const { fetch, asked } = onrampFetch(() => undefined)
    const error = await (await onrampController(make({ fetch })))
      .buyUrl({ ...buy, address: privateKeyToAddress(generatePrivateKey()), ...change })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidOnrampError)
    expect(error).toMatchObject({ shortMessage: message })
    expect(asked).not.toContain('/v1/generators/onrampurl')
  })
})
