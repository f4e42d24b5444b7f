import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../api/createApiClient.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { createStore } from '../../store/createStore.js'
import type { ConnectionState } from '../connection/types.js'
import { mainnet } from '../../networks/eip155.js'
import { solanaDevnet } from '../../networks/solana.js'
import { checkSolanaAddress } from '../../adapters/solana/address.js'
import { createClient } from '../../client.js'
import { ApiError } from '../../errors/api.js'
import { InvalidOnrampError } from '../../errors/onramp.js'
import { memoryBackend } from '../../storage/backends.js'
import { testChain, testChainL2 } from '../../testing/testNetworks.js'
import { startTestServer, type Handler, type TestServer } from '../../testing/testServer.js'
import { onrampController } from '../../query/onrampController.js'
import { createOnrampController, type OnrampPorts } from './createOnrampController.js'

const buyer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const served = {
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'test-chain', display_name: 'Test Chain', chain_id: '31337', contract_address: '0x1' }],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: limits }],
}
const goodQuote = {
  paymentTotal: { amount: '50.00', currency: 'USD' },
  paymentSubtotal: { amount: '49.25', currency: 'USD' },
  purchaseAmount: { amount: '49.25', currency: 'USDC' },
  fees: [{ type: 'exchange', amount: '0.75', currency: 'USD' }],
  quoteId: 'q-1',
}

let server: TestServer
let routes: Record<string, Handler>
beforeAll(async () => {
  server = await startTestServer((request, index) => (routes[`${request.method} ${request.path}`] ?? (() => ({ status: 404, body: {} })))(request, index))
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  routes = {
    'GET /v1/onramp/options': () => ({ body: served }),
    'POST /v1/onramp/quote': () => ({ body: goodQuote }),
    'POST /v1/generators/onrampurl': () => ({ body: { url: 'http://localhost:8791/checkout/abc' } }),
  }
})

const connected = createStore<ConnectionState>({
  activeNamespace: 'eip155',
  reconnecting: false,
  byNamespace: { eip155: { status: 'connected', accounts: [buyer], address: buyer } },
})
const controller = (ports: Partial<OnrampPorts> = {}) =>
  createOnrampController({
    api: createApiClient({ projectId: 'p', apiUrl: server.url, retryDelayMs: 0, timeoutMs: 300 }),
    connection: { store: connected },
    options: { networks: [testChain, mainnet] },
    page: () => ({ origin: 'http://127.0.0.1:5173' }),
    ...ports,
  })
const request = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', caipNetworkId: 'eip155:31337' as CaipNetworkId }

describe('on-ramp options', () => {
  it('reads the API’s options and tags each network with the app network it stands for', async () => {
    const options = await controller().options()
    expect(options).toMatchObject({ fallback: false, reason: undefined })
    expect(options.purchaseCurrencies[0]?.networks[0]).toEqual({
      name: 'test-chain',
      displayName: 'Test Chain',
      chainId: '31337',
      contractAddress: '0x1',
      caipNetworkId: 'eip155:31337',
    })
  })

  it.each([
    ['down (500)', (): ReturnType<Handler> => ({ status: 500, body: { reasons: [{ description: 'boom' }] } }), 'boom'],
    ['hanging', (): ReturnType<Handler> => ({ body: served, delayMs: 1_000 }), 'Request timed out'],
    [
      'a wrong shape',
      (): ReturnType<Handler> => ({ body: { purchaseCurrencies: 'none' } }),
      'Invalid response from GET /v1/onramp/options: purchaseCurrencies',
    ],
    ['not JSON', (): ReturnType<Handler> => ({ raw: '<html>' }), 'Invalid response from GET /v1/onramp/options: (body)'],
  ])('falls back to the built-in list when the API is %s, saying why', async (_case, reply, reason) => {
    routes['GET /v1/onramp/options'] = reply
    const options = await controller().options()
    expect(options.fallback).toBe(true)
    expect(options.reason).toBe(reason)
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH'])
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
  })

  it('falls back without any request when the app gave no data API', async () => {
    const options = await controller({ api: createApiClient({ projectId: 'p' }) }).options()
    expect(options.fallback).toBe(true)
    expect(server.requests).toHaveLength(0)
  })
})

describe('on-ramp quotes', () => {
  it('asks the API with the on-ramp’s network name and the amount in cents, and keeps its quote', async () => {
    const quote = await controller().quote(request)
    expect(quote).toMatchObject({ quoteId: 'q-1', placeholder: false, feePercent: '1.50', purchaseAmount: { amount: '49.25', currency: 'USDC' } })
    const sent = server.requests.find((entry) => entry.path === '/v1/onramp/quote')
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50.00', network: 'test-chain' })
  })

  it.each([
    ['down', (): ReturnType<Handler> => ({ status: 503, body: {} }), 'HTTP request failed'],
    ['hanging', (): ReturnType<Handler> => ({ body: goodQuote, delayMs: 1_000 }), 'Request timed out'],
    ['a wrong shape', (): ReturnType<Handler> => ({ body: { ...goodQuote, quoteId: 7 } }), 'Invalid response from POST /v1/onramp/quote: quoteId'],
    [
      'a fee of 5 %',
      (): ReturnType<Handler> => ({
        body: { ...goodQuote, paymentSubtotal: { amount: '47.50', currency: 'USD' }, fees: [{ amount: '2.50', currency: 'USD' }] },
      }),
      "The provider's quote was refused: the quote fee of 5.00 % is outside 1 to 2 %",
    ],
  ])('answers a placeholder quote, saying so, when the API is %s', async (_case, reply, reason) => {
    routes['POST /v1/onramp/quote'] = reply
    const quote = await controller().quote(request)
    expect(quote).toMatchObject({
      placeholder: true,
      reason,
      quoteId: 'placeholder',
      purchaseAmount: undefined,
      paymentTotal: { amount: '50.00', currency: 'USD' },
    })
  })

  it.each([
    [{ amount: '9.99' }, 'amount-below-minimum', 'The minimum is 10.00 USD'],
    [{ amount: '7500.01' }, 'amount-above-maximum', 'The maximum is 7500.00 USD'],
    [{ amount: '-5' }, 'amount-invalid', 'Enter an amount with at most 2 decimals'],
    [{ amount: '10.123' }, 'amount-invalid', 'Enter an amount with at most 2 decimals'],
    [{ purchaseCurrency: 'DOGE' }, 'unsupported-currency', 'DOGE cannot be bought on this network'],
    [{ paymentCurrency: 'GBP' }, 'unsupported-payment-currency', 'GBP is not accepted'],
    [{ caipNetworkId: 'eip155:999' }, 'unsupported-network', 'Buying is not available on this network'],
    [{ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }, 'unsupported-namespace', 'Buying is not available on this network'],
  ])('refuses %j before asking for a quote', async (change, reason, message) => {
    const error = await controller()
      .quote({ ...request, ...(change as Partial<typeof request>) })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidOnrampError)
    expect(error).toMatchObject({ reason, shortMessage: message })
    expect(server.requests.filter((entry) => entry.path === '/v1/onramp/quote')).toHaveLength(0)
  })
})

describe('the checkout URL', () => {
  it('sends the wallet, network, asset, amount and currency, and answers the checkout checked safe', async () => {
    const url = await controller().buyUrl({ ...request, amount: '50.5', redirectUrl: 'http://127.0.0.1:5173/bought' })
    expect(url).toMatchObject({ url: 'http://localhost:8791/checkout/abc', address: buyer, caipNetworkId: 'eip155:31337', amount: '50.50' })
    const sent = server.requests.find((entry) => entry.path === '/v1/generators/onrampurl')
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      destinationWallets: [{ address: buyer, blockchains: ['test-chain'], assets: ['USDC'] }],
      defaultNetwork: 'test-chain',
      defaultAsset: 'USDC',
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: '50.50',
      fiatCurrency: 'USD',
      redirectUrl: 'http://127.0.0.1:5173/bought',
    })
  })

  it.each(['javascript:alert(1)', 'http://pay.example/checkout', 'https://me:pw@pay.example/', 'data:text/html,x'])(
    'refuses the API’s checkout URL %s (ApiError naming the endpoint and field)',
    async (bad) => {
      routes['POST /v1/generators/onrampurl'] = () => ({ body: { url: bad } })
      const error = await controller()
        .buyUrl(request)
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ endpoint: 'POST /v1/generators/onrampurl', field: 'url' })
    },
  )

  it('is an ApiError when the API is down or answers a wrong shape: no fallback for a checkout', async () => {
    routes['POST /v1/generators/onrampurl'] = () => ({ body: { link: 'x' } })
    await expect(controller().buyUrl(request)).rejects.toMatchObject({ shortMessage: 'Invalid response from POST /v1/generators/onrampurl: url' })
    routes['POST /v1/generators/onrampurl'] = () => ({ status: 400, body: { reasons: [{ description: 'amount is above the card maximum' }] } })
    await expect(controller().buyUrl(request)).rejects.toMatchObject({ shortMessage: 'amount is above the card maximum', status: 400 })
  })

  it.each([
    [{ redirectUrl: 'https://evil.example/done' }, 'redirect-invalid', 'The redirect must stay on http://127.0.0.1:5173'],
    [{ redirectUrl: 'javascript:alert(1)' }, 'redirect-invalid', 'The redirect must be an http or https URL'],
    [{ address: '0x123' }, 'address-invalid', 'Connect a wallet to receive the purchase'],
    [{ amount: '0' }, 'amount-invalid', 'Enter an amount with at most 2 decimals'],
  ])('refuses %j before asking for a checkout', async (change, reason, message) => {
    const error = await controller()
      .buyUrl({ ...request, ...change })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'InvalidOnrampError', reason, shortMessage: message })
    expect(server.requests.filter((entry) => entry.path === '/v1/generators/onrampurl')).toHaveLength(0)
  })

  it("checks a Solana receiver with the Solana adapter's own address rule, and refuses a namespace without one", async () => {
    const onSolana = {
      ...request,
      caipNetworkId: solanaDevnet.caipNetworkId,
      address: 'BPFLoaderUpgradeab1e11111111111111111111111',
    }
    const withSolana = {
      ...served,
      purchaseCurrencies: [
        {
          ...served.purchaseCurrencies[0]!,
          networks: [{ name: 'solana-devnet', display_name: 'Solana Devnet', chain_id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', contract_address: 'x' }],
        },
      ],
    }
    routes['GET /v1/onramp/options'] = () => ({ body: withSolana })
    const solana = (ports: Partial<OnrampPorts>) =>
      controller({ options: { networks: [testChain, solanaDevnet], onramp: { networks: { [solanaDevnet.caipNetworkId]: 'solana-devnet' } } }, ...ports })
    await expect(solana({ adapters: { solana: { checkAddress: checkSolanaAddress } } }).buyUrl(onSolana)).resolves.toMatchObject({
      url: 'http://localhost:8791/checkout/abc',
    })
    for (const address of ['0OIl-not-base58', '11111111111111111111111111111111111111111111111']) {
      await expect(solana({ adapters: { solana: { checkAddress: checkSolanaAddress } } }).buyUrl({ ...onSolana, address })).rejects.toMatchObject({
        reason: 'address-invalid',
      })
    }
    // No Solana adapter in this client: nothing can tell a Solana address, so none is taken.
    await expect(solana({}).buyUrl(onSolana)).rejects.toMatchObject({ reason: 'address-invalid' })
  })

  it('needs a connected account when none is given', async () => {
    const nobody = createStore<ConnectionState>({ activeNamespace: 'eip155', reconnecting: false, byNamespace: {} })
    await expect(controller({ connection: { store: nobody } }).buyUrl(request)).rejects.toMatchObject({ reason: 'address-invalid' })
  })
})

describe('onrampController(client)', () => {
  it('is wired with the app’s networks and the onramp option, its code loaded on first call', async () => {
    const client = createClient({
      networks: [testChain, testChainL2],
      storage: memoryBackend(),
      projectId: 'p',
      apiUrl: server.url,
      apiRetryDelayMs: 0,
      onramp: { networks: { 'eip155:31338': 'test-chain' } },
      logger: { warn: () => undefined, error: () => undefined },
    })
    const options = await (await onrampController(client)).options()
    // The option names 31338 'test-chain', so the network is the L2, not the chain id 31337's.
    expect(options.purchaseCurrencies[0]?.networks[0]?.caipNetworkId).toBe('eip155:31338')
  })
})
