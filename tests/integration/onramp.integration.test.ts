// The headless on-ramp (onrampController(client), what the hooks call) against the devnet's API and
// Devnet Ramp: options and quotes from the real API, a checkout that opens and credits the wallet on
// anvil, the fallbacks when the API is down, hanging or answers a wrong shape, and the parameters
// refused before anything is asked.
import { createClient, InvalidOnrampError, memoryBackend, onrampController, type Client } from '@berth/headless'
import { berthDevnet, berthDevnetL2, berthSolanaDevnet, DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_RPC_URL, devnetOnrampNetworks } from '@berth/devnet/networks'
import { devnetSolanaUsdc } from '@berth/devnet'
import { solana } from '@berth/headless/solana'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { devnetTokens } from '@berth/devnet/tokens'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'

const pageOrigin = 'http://127.0.0.1:5173'
const quiet = { warn: () => undefined, error: () => undefined }
const make = (overrides: Partial<Parameters<typeof createClient>[0]> = {}): Client =>
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
    // Berth Solana Devnet is sold too, but this app does not list it: no app network stands for it.
    expect(usdc?.networks.map((network) => [network.name, network.caipNetworkId])).toEqual([
      ['berth-devnet', 'eip155:31337'],
      ['berth-devnet-l2', 'eip155:31338'],
      ['berth-solana-devnet', undefined],
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

describe('on-ramp on Berth Solana Devnet', () => {
  const rpc = createSolanaRpc(DEVNET_SOLANA_RPC_URL)
  const mint = address(devnetSolanaUsdc.address)
  const solanaBuy = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', caipNetworkId: DEVNET_SOLANA_CHAIN_ID }
  const withSolana = () => make({ networks: [berthDevnet, berthDevnetL2, berthSolanaDevnet], adapters: [solana()] })
  async function solanaUsdcOf(owner: string): Promise<bigint> {
    const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    if (!(await rpc.getAccountInfo(ata, { encoding: 'base64' }).send()).value) return 0n
    return BigInt((await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()).value.amount)
  }

  it('the app names its Solana network (onramp.networks): options, a quote, a checkout that credits the USDC, the purchase listed', async () => {
    const client = withSolana()
    const onramp = await onrampController(client)
    const options = await onramp.options()
    const sold = options.purchaseCurrencies.filter((currency) => currency.networks.some((network) => network.caipNetworkId === DEVNET_SOLANA_CHAIN_ID))
    expect(sold.map((currency) => currency.symbol)).toEqual(['USDC', 'SOL'])
    expect(await onramp.quote(solanaBuy)).toMatchObject({ placeholder: false, purchaseAmount: { amount: '49.25', currency: 'USDC' } })

    const buyer = (await generateKeyPairSigner()).address
    const checkout = await onramp.buyUrl({ ...solanaBuy, address: buyer })
    expect(checkout).toMatchObject({ address: buyer, caipNetworkId: DEVNET_SOLANA_CHAIN_ID, amount: '50.00' })
    expect(await onramp.purchases({ address: buyer, caipNetworkId: DEVNET_SOLANA_CHAIN_ID })).toEqual([])
    const paid = await pay(checkout.url, '4242 4242 4242 4242')
    expect(paid.status).toBe(200)
    expect(await solanaUsdcOf(buyer)).toBe(49_250_000n)
    const purchases = await onramp.purchases({ address: buyer, caipNetworkId: DEVNET_SOLANA_CHAIN_ID })
    expect(purchases).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        symbol: 'USDC',
        quantity: '49.25',
        chain: DEVNET_SOLANA_CHAIN_ID,
        hash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
      }),
    ])
  })

  it('a malformed Solana address is refused before the API is asked', async () => {
    const { fetch, asked } = onrampFetch(() => undefined)
    const client = make({ networks: [berthDevnet, berthDevnetL2, berthSolanaDevnet], adapters: [solana()], fetch })
    const error = await (await onrampController(client)).buyUrl({ ...solanaBuy, address: '0OIl-not-base58' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ shortMessage: 'Connect a wallet to receive the purchase' })
    expect(asked).not.toContain('/v1/generators/onrampurl')
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
