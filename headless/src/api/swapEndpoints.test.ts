import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors/api.js'
import { buildSwapApprove } from './buildSwapApprove.js'
import { buildSwapTransaction } from './buildSwapTransaction.js'
import { getGasPrice } from './getGasPrice.js'
import { getSwapAllowance } from './getSwapAllowance.js'
import { getSwapQuote } from './getSwapQuote.js'
import { getSwapTokens } from './getSwapTokens.js'
import { getTokenPrices } from './getTokenPrices.js'
import type { ApiTransport } from './request.js'

const USDC = 'eip155:8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const ETH = 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x6304cd6479894d096B7bfAcA88964D5be2894D9A'

type Seen = { method: string; url: URL; body: unknown }

/** An in-memory API answering one body with one status, recording what was asked. */
function transportAnswering(status: number, body: unknown): { transport: ApiTransport; seen: Seen[] } {
  const seen: Seen[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body: init?.body ? JSON.parse(String(init.body)) : undefined })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { transport: { projectId: 'p1', apiUrl: 'http://api.test', walletApiUrl: undefined, fetch, retryDelayMs: 0, timeoutMs: 1_000 }, seen }
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('GET /v1/convert/tokens', () => {
  it('asks by chainId and answers the tokens of that network, labels cleaned and unsafe images dropped', async () => {
    const { transport, seen } = transportAnswering(200, {
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'https://images.test/token/ETH.png', eip2612: false },
        { name: 'USD\u202e Coin', symbol: 'USDC', address: USDC, decimals: 6, logoUri: 'javascript:alert(1)' },
        { name: 'Elsewhere', symbol: 'X', address: 'eip155:1:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6 },
      ],
    })
    const tokens = await getSwapTokens(transport, { caipNetworkId: 'eip155:8453' })
    expect(seen[0]!.url.pathname).toBe('/v1/convert/tokens')
    expect(seen[0]!.url.searchParams.get('chainId')).toBe('eip155:8453')
    expect(seen[0]!.url.searchParams.get('projectId')).toBe('p1')
    expect(tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', address: ETH, chainId: 'eip155:8453', decimals: 18, logoUri: 'https://images.test/token/ETH.png' },
      { name: 'USD Coin', symbol: 'USDC', address: USDC, chainId: 'eip155:8453', decimals: 6, logoUri: undefined },
    ])
  })

  it('a token without a CAIP-10 address or with fractional decimals is an ApiError naming the field', async () => {
    const bad = await apiErrorOf(
      getSwapTokens(transportAnswering(200, { tokens: [{ name: 'a', symbol: 'A', address: '0x12', decimals: 6 }] }).transport, {
        caipNetworkId: 'eip155:8453',
      }),
    )
    expect(bad.endpoint).toBe('GET /v1/convert/tokens')
    expect(bad.field).toBe('tokens.0.address')
    expect(bad.shortMessage).toBe('Invalid response from GET /v1/convert/tokens: tokens.0.address')
    const decimals = await apiErrorOf(
      getSwapTokens(transportAnswering(200, { tokens: [{ name: 'a', symbol: 'A', address: USDC, decimals: 6.5 }] }).transport, {
        caipNetworkId: 'eip155:8453',
      }),
    )
    expect(decimals.field).toBe('tokens.0.decimals')
  })
})

describe('GET /v1/convert/quotes', () => {
  it('sends amount, userAddress, from, to and gasPrice, and answers the first quote in base units', async () => {
    const { transport, seen } = transportAnswering(200, {
      quotes: [{ id: null, fromAmount: '100000000000000000', fromAccount: ETH, toAmount: '299102', toAccount: USDC }],
    })
    const quote = await getSwapQuote(transport, { userAddress: USER, from: ETH, to: USDC, amount: 10n ** 17n, gasPrice: 7n })
    expect(quote).toEqual({ fromAmount: 10n ** 17n, toAmount: 299102n })
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toMatchObject({ amount: '100000000000000000', userAddress: USER, from: ETH, to: USDC, gasPrice: '7' })
  })

  it('no quote, or a toAmount that is not a whole number, is an ApiError naming the field', async () => {
    expect(
      (await apiErrorOf(getSwapQuote(transportAnswering(200, { quotes: [] }).transport, { userAddress: USER, from: ETH, to: USDC, amount: 1n }))).field,
    ).toBe('quotes')
    const fractional = { quotes: [{ fromAmount: '1', fromAccount: ETH, toAmount: '1.5', toAccount: USDC }] }
    expect((await apiErrorOf(getSwapQuote(transportAnswering(200, fractional).transport, { userAddress: USER, from: ETH, to: USDC, amount: 1n }))).field).toBe(
      'quotes.0.toAmount',
    )
  })

  it("the API's 400 'Insufficient liquidity' is the error's message", async () => {
    const { transport } = transportAnswering(400, { reasons: [{ code: 'INSUFFICIENT_LIQUIDITY', description: 'Insufficient liquidity' }] })
    const error = await apiErrorOf(getSwapQuote(transport, { userAddress: USER, from: ETH, to: USDC, amount: 10n ** 30n }))
    expect(error.shortMessage).toBe('Insufficient liquidity')
    expect(error.status).toBe(400)
  })
})

describe('GET /v1/convert/allowance and /gas-price', () => {
  it('reads the allowance as a bigint, sending tokenAddress and userAddress', async () => {
    const { transport, seen } = transportAnswering(200, { allowance: '5000000' })
    expect(await getSwapAllowance(transport, { tokenAddress: USDC, userAddress: USER })).toBe(5_000_000n)
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toMatchObject({ tokenAddress: USDC, userAddress: USER })
    expect((await apiErrorOf(getSwapAllowance(transportAnswering(200, { allowance: -1 }).transport, { tokenAddress: USDC, userAddress: USER }))).field).toBe(
      'allowance',
    )
  })

  it('reads the three gas prices; a missing one is an ApiError naming it', async () => {
    const { transport, seen } = transportAnswering(200, { standard: '1000', fast: '1250', instant: '1500' })
    expect(await getGasPrice(transport, { caipNetworkId: 'eip155:8453' })).toEqual({ standard: 1000n, fast: 1250n, instant: 1500n })
    expect(seen[0]!.url.searchParams.get('chainId')).toBe('eip155:8453')
    const error = await apiErrorOf(getGasPrice(transportAnswering(200, { standard: '1', fast: '1' }).transport, { caipNetworkId: 'eip155:8453' }))
    expect([error.endpoint, error.field]).toEqual(['GET /v1/convert/gas-price', 'instant'])
  })
})

describe('build-approve and build-transaction', () => {
  it('build-approve: the token call with its gas (a JSON number) and gas price', async () => {
    const { transport, seen } = transportAnswering(200, {
      tx: { from: `eip155:8453:${USER}`, to: USDC, data: '0x095ea7b3', value: '0', eip155: { gas: 46000, gasPrice: '1000' } },
    })
    const tx = await buildSwapApprove(transport, { userAddress: USER, from: USDC, to: ETH, amount: 5_000_000n })
    expect(tx).toEqual({ from: USER, to: USDC.split(':')[2], data: '0x095ea7b3', value: 0n, gas: 46_000n, gasPrice: 1000n })
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toMatchObject({ userAddress: USER, from: USDC, to: ETH, amount: '5000000' })
    const odd = { tx: { from: `eip155:8453:${USER}`, to: USDC, data: '0x095', eip155: { gas: 1, gasPrice: '1' } } }
    expect((await apiErrorOf(buildSwapApprove(transportAnswering(200, odd).transport, { userAddress: USER, from: USDC, to: ETH }))).field).toBe('tx.data')
  })

  it('build-transaction: posts amount, slippage as text, projectId and disableEstimate, and reads the router call', async () => {
    const { transport, seen } = transportAnswering(200, {
      tx: {
        from: `eip155:8453:${USER}`,
        to: `eip155:8453:${ROUTER}`,
        data: '0x7ff36ab5',
        amount: '100000000000000000',
        eip155: { gas: '125000', gasPrice: '1000' },
      },
    })
    const tx = await buildSwapTransaction(transport, { userAddress: USER, from: ETH, to: USDC, amount: 10n ** 17n, slippage: 1 })
    expect(tx).toEqual({ from: USER, to: ROUTER, data: '0x7ff36ab5', value: 10n ** 17n, gas: 125_000n, gasPrice: 1000n })
    expect(seen[0]!.method).toBe('POST')
    expect(seen[0]!.body).toEqual({
      amount: '100000000000000000',
      eip155: { slippage: '1' },
      projectId: 'p1',
      from: ETH,
      to: USDC,
      userAddress: USER,
      disableEstimate: false,
    })
    const noGas = { tx: { from: `eip155:8453:${USER}`, to: `eip155:8453:${ROUTER}`, data: '0x', amount: '1', eip155: { gasPrice: '1' } } }
    const error = await apiErrorOf(
      buildSwapTransaction(transportAnswering(200, noGas).transport, { userAddress: USER, from: ETH, to: USDC, amount: 1n, slippage: 1 }),
    )
    expect([error.endpoint, error.field]).toEqual(['POST /v1/convert/build-transaction', 'tx.eip155.gas'])
  })
})

describe('POST /v1/fungible/price', () => {
  it('answers USD prices by symbol; a negative price is an ApiError', async () => {
    const { transport, seen } = transportAnswering(200, {
      fungibles: [
        { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
        { name: 'USD Coin', symbol: 'USDC', price: 1 },
      ],
    })
    expect(await getTokenPrices(transport, { addresses: [ETH, USDC] })).toEqual({ ETH: 3000, USDC: 1 })
    expect(seen[0]!.body).toEqual({ currency: 'usd', addresses: [ETH, USDC], projectId: 'p1' })
    const negative = { fungibles: [{ name: 'x', symbol: 'X', price: -1 }] }
    expect((await apiErrorOf(getTokenPrices(transportAnswering(200, negative).transport, { addresses: [ETH] }))).field).toBe('fungibles.0.price')
  })
})
