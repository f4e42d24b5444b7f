import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetTokens } from '../chain/tokens/devnetTokens'
import type { OnrampOrder } from '../api/onramp/orderStore'
import { startDevnet, type Devnet } from '../startDevnet'
import { DECLINED_TEST_CARD } from './card'
import { rampTreasury } from './creditWallet'

// A devnet of this file's own (spare ports, records in memory): never the shared one.
const chains = [
  { chainId: 31337, name: 'Berth Devnet', port: 18581 },
  { chainId: 31338, name: 'Berth Devnet L2', port: 18582 },
]
const RAMP_PORT = 18591
const sdk = 'projectId=itest&st=berth&sv=0.1.0'
const { USDC } = devnetTokens[31337]
const appOrigin = 'http://127.0.0.1:5173'

let devnet: Devnet
let api: string
const client = (chainId: number) => createPublicClient({ transport: http(devnet.urls[`eip155:${chainId}`]), cacheTime: 0 })
const usdcOf = (address: Address, chainId = 31337) =>
  client(chainId).readContract({ address: USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api}${path}?${sdk}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const orderOf = async (url: string) => ((await (await fetch(`${api}/devnet/onramp/orders/${url.split('/').at(-1)}`)).json()) as { order: OnrampOrder }).order
const pay = (url: string, card: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' })
const goodCard = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }

async function checkoutUrl(buyer: Address, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<string> {
  const response = await post(
    '/v1/generators/onrampurl',
    { destinationWallets: [{ address: buyer, blockchains: ['berth-devnet'] }], presetFiatAmount: '50', ...extra },
    headers,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { url: string }).url
}

beforeAll(async () => {
  devnet = await startDevnet({
    chains,
    api: { port: 0, dataDir: null, indexer: false },
    ramp: { port: RAMP_PORT },
    relay: false,
    solana: false,
    bitcoin: false,
  })
  api = devnet.api!.url
}, 120_000)
afterAll(() => devnet?.stop())

describe('on-ramp endpoints', () => {
  it('GET /v1/onramp/options lists USDC and ETH on the devnet chains (and SOL, on Berth Solana Devnet), USD and EUR with the spec limits', async () => {
    const response = await fetch(`${api}/v1/onramp/options?${sdk}`)
    expect(response.status).toBe(200)
    const options = (await response.json()) as {
      purchaseCurrencies: { symbol: string; networks: { chain_id: string; contract_address: string }[] }[]
      paymentCurrencies: unknown[]
    }
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH', 'SOL'])
    expect(options.purchaseCurrencies[0]?.networks.map((network) => [network.chain_id, network.contract_address]).slice(0, 2)).toEqual([
      ['31337', USDC.address],
      ['31338', USDC.address],
    ])
    expect(options.paymentCurrencies).toContainEqual({
      id: 'EUR',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })
    expect((await fetch(`${api}/v1/onramp/options`)).status).toBe(400)
  })

  it('POST /v1/onramp/quote prices the purchase with a 1.5 % fee', async () => {
    const response = await post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 300, network: 'berth-devnet-l2' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      paymentTotal: { amount: '300.00', currency: 'USD' },
      paymentSubtotal: { amount: '295.50', currency: 'USD' },
      purchaseAmount: { amount: '0.0985', currency: 'ETH' },
      fees: [{ type: 'exchange', amount: '4.50', currency: 'USD' }],
      quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  it.each([
    [{ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '9.99', network: 'berth-devnet' }, 'amount is below the card minimum of 10.00 USD'],
    [{ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20000', network: 'berth-devnet', paymentMethod: 'ach_bank_account' }, undefined],
    [{ purchaseCurrency: 'DAI', paymentCurrency: 'USD', amount: '50', network: 'berth-devnet' }, 'Devnet Ramp does not sell DAI on berth-devnet'],
    [
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '5e1', network: 'berth-devnet' },
      'amount: expected a positive amount with at most 2 decimals',
    ],
    [{ purchaseCurrency: 'USDC', paymentCurrency: 'GBP', amount: '50', network: 'berth-devnet' }, 'paymentCurrency: expected USD or EUR'],
  ])('POST /v1/onramp/quote %o → %s', async (body, reason) => {
    const response = await post('/v1/onramp/quote', body)
    if (reason === undefined) return expect(response.status).toBe(200)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { reasons: { description: string }[] }).reasons[0]?.description).toBe(reason)
  })

  it('refuses malformed checkout parameters and redirects to another origin or an unsafe scheme', async () => {
    const buyer = privateKeyToAddress(generatePrivateKey())
    const wallets = [{ address: buyer, blockchains: ['berth-devnet'] }]
    const cases: [unknown, Record<string, string>, string][] = [
      [
        { destinationWallets: wallets, presetFiatAmount: '50', redirectUrl: 'javascript:alert(1)' },
        {},
        'redirectUrl: the scheme javascript: is not allowed (http or https only)',
      ],
      [
        { destinationWallets: wallets, presetFiatAmount: '50', redirectUrl: 'https://evil.example/' },
        {},
        'redirectUrl: https://evil.example is not a loopback origin',
      ],
      [
        { destinationWallets: wallets, presetFiatAmount: '50', redirectUrl: 'http://127.0.0.1:9999/' },
        { origin: appOrigin },
        `redirectUrl: http://127.0.0.1:9999 is not the requesting origin ${appOrigin}`,
      ],
      [
        { destinationWallets: [{ address: '0x12', blockchains: ['berth-devnet'] }], presetFiatAmount: '50' },
        {},
        'destinationWallets.0.address: not an EVM address',
      ],
      [{ destinationWallets: wallets, presetFiatAmount: '7500.01' }, {}, 'amount is above the card maximum of 7500.00 USD'],
    ]
    for (const [body, headers, reason] of cases) {
      const response = await post('/v1/generators/onrampurl', body, headers)
      expect(response.status, reason).toBe(400)
      expect(((await response.json()) as { reasons: { description: string }[] }).reasons[0]?.description).toBe(reason)
    }
    const notJson = await fetch(`${api}/v1/generators/onrampurl?${sdk}`, { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
  })
})

describe('Devnet Ramp checkout', () => {
  it('shows the order, declines the test card, refuses a bad card, and on a good card sends the USDC', async () => {
    const buyer = privateKeyToAddress(generatePrivateKey())
    const url = await checkoutUrl(buyer, { partnerUserId: 'user-1' })
    expect(url).toMatch(new RegExp(`^http://localhost:${RAMP_PORT}/checkout/[0-9a-f-]{36}$`))
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('49.25 USDC')
    expect(html).toContain(buyer.toLowerCase())
    expect(html).toContain('Pay 50.00 USD')
    const treasuryBefore = await usdcOf(rampTreasury.address)

    const declined = await pay(url, { ...goodCard, number: DECLINED_TEST_CARD })
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('Your card was declined.')
    const badLuhn = await pay(url, { ...goodCard, number: '4242 4242 4242 4241' })
    expect(badLuhn.status).toBe(400)
    expect(await badLuhn.text()).toContain('The card number is not valid')
    const expired = await pay(url, { ...goodCard, expiry: '01/20' })
    expect(expired.status).toBe(400)
    const missing = await pay(url, { number: goodCard.number })
    expect(missing.status).toBe(400)
    expect(await usdcOf(buyer)).toBe(0n)
    expect((await orderOf(url)).status).toBe('pending')
    // An order not paid for is no purchase yet.
    expect(await (await fetch(`${api}/v1/account/${buyer}/history?${sdk}&onramp=coinbase`)).json()).toEqual({ data: [] })

    const paid = await pay(url, goodCard)
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('Payment complete')
    expect(await usdcOf(buyer)).toBe(49_250_000n)
    expect(await usdcOf(rampTreasury.address)).toBe(treasuryBefore - 49_250_000n)
    const order = await orderOf(url)
    expect(order).toMatchObject({ status: 'done', address: buyer.toLowerCase(), symbol: 'USDC', purchaseUnits: '49250000', partnerUserId: 'user-1' })
    const receipt = await client(31337).getTransactionReceipt({ hash: order.txHash as `0x${string}` })
    expect(receipt.status).toBe('success')

    const history = await fetch(`${api}/v1/account/${buyer}/history?${sdk}&onramp=coinbase`)
    expect(history.status).toBe(200)
    expect(await history.json()).toEqual({
      data: [
        {
          id: `onramp:${order.id}`,
          metadata: {
            operationType: 'buy',
            hash: order.txHash,
            minedAt: order.paidAt,
            chain: 'eip155:31337',
            status: 'confirmed',
            sentFrom: rampTreasury.address,
            sentTo: buyer,
          },
          transfers: [
            {
              fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: `${api}/public/getTokenImage/USDC?${sdk}` } },
              direction: 'in',
              quantity: { numeric: '49.25' },
              value: 49.25,
              price: 1,
            },
          ],
        },
      ],
    })
    const onL2 = await fetch(`${api}/v1/account/${buyer}/history?${sdk}&onramp=coinbase&chainId=eip155:31338`)
    expect(await onL2.json()).toEqual({ data: [] })

    const again = await pay(url, goodCard)
    expect(again.status).toBe(409)
    expect(await usdcOf(buyer)).toBe(49_250_000n)
    expect(await (await fetch(url)).text()).toContain('Payment complete')
  })

  it('sends ETH on the L2 and redirects back to the requesting page', async () => {
    const buyer = privateKeyToAddress(generatePrivateKey())
    const url = await checkoutUrl(
      buyer,
      {
        destinationWallets: [{ address: buyer, blockchains: ['berth-devnet-l2'], assets: ['ETH'] }],
        presetFiatAmount: undefined,
        presetCryptoAmount: '0.01',
        redirectUrl: `${appOrigin}/bought?order=1`,
      },
      { origin: appOrigin },
    )
    const paid = await pay(url, goodCard)
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${appOrigin}/bought?order=1`)
    expect(await client(31338).getBalance({ address: buyer })).toBe(10n ** 16n)
  })

  it('credits an order once when two payments race', async () => {
    const buyer = privateKeyToAddress(generatePrivateKey())
    const url = await checkoutUrl(buyer)
    const statuses = (await Promise.all([pay(url, goodCard), pay(url, goodCard)])).map((response) => response.status).sort()
    expect(statuses).toEqual([200, 409])
    expect(await usdcOf(buyer)).toBe(49_250_000n)
  })

  it('answers malformed and unknown checkout links with a page, not a payment', async () => {
    const base = devnet.ramp!.url
    expect((await fetch(`${base}/checkout/not-an-id`)).status).toBe(400)
    expect((await fetch(`${base}/checkout/00000000-0000-4000-8000-000000000000`)).status).toBe(404)
    expect((await pay(`${base}/checkout/00000000-0000-4000-8000-000000000000`, goodCard)).status).toBe(404)
    const headers = (await fetch(`${base}/checkout/not-an-id`)).headers
    expect(headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})
