import { describe, expect, it } from 'vitest'
import { devnetTokens } from '../../chain/tokens/devnetTokens'
import { ListingState } from '../apiContext'
import { createApiApp } from '../createApiApp'
import { emptyApiStore, unreachableDevnetChains } from '../testing/offlineApi'

// The convert routes with chains nobody listens on (port 9 refuses at once): every refusal of
// malformed input (answered before any chain read), the token list, and the 503s. Their answers
// from the real pools are in convert.integration.test.ts.
const store = emptyApiStore
const chains = unreachableDevnetChains()
const app = createApiApp({ store, listing: new ListingState({}), log: () => {}, chains, indexer: undefined })

const sdk = 'projectId=p1&st=berth&sv=0.1.0'
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = `eip155:31337:${devnetTokens[31337].USDC.address}`
const DAI = `eip155:31337:${devnetTokens[31337].DAI.address}`
const USDT = `eip155:31337:${devnetTokens[31337].USDT.address}`

async function reasons(response: Response, status = 400): Promise<string[]> {
  expect(response.status).toBe(status)
  const body = (await response.json()) as { reasons: { code: string; description: string }[] }
  return body.reasons.map((reason) => reason.description)
}
const quote = (params: Record<string, string>) => app.request(`/v1/convert/quotes?${sdk}&${new URLSearchParams(params)}`)
const build = (body: unknown) => app.request(`/v1/convert/build-transaction?${sdk}`, { method: 'POST', body: JSON.stringify(body) })

describe('GET /v1/convert/tokens', () => {
  it('lists ETH and the pooled tokens of the chain, as CAIP-10 addresses with logos', async () => {
    const response = await app.request(`/v1/convert/tokens?${sdk}&chainId=eip155:31338`)
    expect(response.status).toBe(200)
    const { tokens } = (await response.json()) as { tokens: { symbol: string; address: string; decimals: number; logoUri: string }[] }
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', 'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18],
      ['USDC', `eip155:31338:${devnetTokens[31338].USDC.address}`, 6],
      ['DAI', `eip155:31338:${devnetTokens[31338].DAI.address}`, 18],
    ])
    expect(tokens[0]?.logoUri).toMatch(/\/public\/getTokenImage\/ETH\?projectId=p1/)
  })

  it('refuses another chain or none', async () => {
    expect(await reasons(await app.request(`/v1/convert/tokens?${sdk}&chainId=eip155:1`))).toEqual([
      'chainId: eip155:1 is not a devnet chain (eip155:31337, eip155:31338)',
    ])
    expect(await reasons(await app.request(`/v1/convert/tokens?${sdk}`))).toHaveLength(1)
  })
})

describe('GET /v1/convert/quotes: bad input', () => {
  it('refuses a zero, negative, fractional or missing amount', async () => {
    expect(await reasons(await quote({ userAddress: user, from: ETH, to: USDC, amount: '0' }))).toEqual(['amount: must be greater than zero'])
    for (const amount of ['-5', '1.5', '1e18', 'ten', '']) {
      expect(await reasons(await quote({ userAddress: user, from: ETH, to: USDC, amount })), amount).toEqual([
        "amount: expected a whole number of the token's smallest unit (no sign, no decimal point)",
      ])
    }
    expect(await reasons(await quote({ userAddress: user, from: ETH, to: USDC }))).toHaveLength(1)
  })

  it('refuses the same token on both sides, ETH included', async () => {
    expect(await reasons(await quote({ userAddress: user, from: USDC, to: USDC.toLowerCase(), amount: '1' }))).toEqual(['to: is the same token as from (USDC)'])
    expect(await reasons(await quote({ userAddress: user, from: ETH, to: ETH, amount: '1' }))).toEqual(['to: is the same token as from (ETH)'])
  })

  it('refuses a token the devnet does not swap, another chain, tokens on two chains, and malformed addresses', async () => {
    expect(await reasons(await quote({ userAddress: user, from: USDT, to: DAI, amount: '1' }))).toEqual([
      `from: ${devnetTokens[31337].USDT.address} is not a token the devnet swaps (ETH, USDC, DAI)`,
    ])
    expect(await reasons(await quote({ userAddress: user, from: ETH, to: USDC.replace('31337', '1'), amount: '1' }))).toEqual([
      'to: eip155:1 is not a devnet chain (eip155:31337, eip155:31338)',
    ])
    expect(await reasons(await quote({ userAddress: user, from: ETH, to: USDC.replace('31337', '31338'), amount: '1' }))).toEqual([
      'to: is on eip155:31338, from on eip155:31337',
    ])
    expect(await reasons(await quote({ userAddress: user, from: 'USDC', to: DAI, amount: '1' }))).toEqual([
      'from: expected a CAIP-10 address such as eip155:31337:0x…',
    ])
    expect(await reasons(await quote({ userAddress: 'alice', from: ETH, to: DAI, amount: '1' }))).toEqual([
      'userAddress: expected an address (0x…) or a CAIP-10 address (eip155:31337:0x…)',
    ])
  })

  it('answers 503 naming the chain when its node is down', async () => {
    expect(await reasons(await quote({ userAddress: user, from: ETH, to: USDC, amount: '1000' }), 503)).toEqual([
      'Berth Devnet (eip155:31337) at http://127.0.0.1:9 does not answer',
    ])
  })
})

describe('GET /v1/convert/allowance, gas-price and build-approve: bad input', () => {
  it('answers ETH as unlimited without asking the chain, and refuses what is not a swappable token', async () => {
    const response = await app.request(`/v1/convert/allowance?${sdk}&tokenAddress=${ETH}&userAddress=${user}`)
    expect(await response.json()).toEqual({ allowance: (2n ** 256n - 1n).toString() })
    expect(await reasons(await app.request(`/v1/convert/allowance?${sdk}&tokenAddress=${USDT}&userAddress=${user}`))).toHaveLength(1)
    expect(await reasons(await app.request(`/v1/convert/allowance?${sdk}&tokenAddress=${USDC}`))).toHaveLength(1)
  })

  it('refuses gas prices of a chain that is not the devnet', async () => {
    expect(await reasons(await app.request(`/v1/convert/gas-price?${sdk}&chainId=eip155:10`))).toEqual([
      'chainId: eip155:10 is not a devnet chain (eip155:31337, eip155:31338)',
    ])
  })

  it('refuses an approve of ETH, or of the same token both sides, or a zero amount', async () => {
    const approve = (params: Record<string, string>) => app.request(`/v1/convert/build-approve?${sdk}&${new URLSearchParams(params)}`)
    expect(await reasons(await approve({ userAddress: user, from: ETH, to: USDC }))).toEqual(['from: is ETH, which needs no approval'])
    expect(await reasons(await approve({ userAddress: user, from: DAI, to: DAI }))).toEqual(['to: is the same token as from (DAI)'])
    expect(await reasons(await approve({ userAddress: user, from: DAI, to: USDC, amount: '0' }))).toEqual(['amount: must be greater than zero'])
  })
})

describe('POST /v1/convert/build-transaction: bad input', () => {
  const good = { projectId: 'p1', userAddress: `eip155:31337:${user}`, from: ETH, to: USDC, amount: '1000', eip155: { slippage: '1' } }

  it('refuses a bad amount, the same token twice, an unknown token and a slippage out of range', async () => {
    expect(await reasons(await build({ ...good, amount: '-1' }))).toEqual([
      "amount: expected a whole number of the token's smallest unit (no sign, no decimal point)",
    ])
    expect(await reasons(await build({ ...good, amount: 0 }))).toEqual(['amount: must be greater than zero'])
    expect(await reasons(await build({ ...good, to: ETH }))).toEqual(['to: is the same token as from (ETH)'])
    expect(await reasons(await build({ ...good, to: USDT }))).toEqual([
      `to: ${devnetTokens[31337].USDT.address} is not a token the devnet swaps (ETH, USDC, DAI)`,
    ])
    expect(await reasons(await build({ ...good, eip155: { slippage: '51' } }))).toEqual(['eip155.slippage: must be at most 50 (%)'])
    expect(await reasons(await build({ ...good, eip155: { slippage: '-1' } }))).toEqual(["eip155.slippage: expected a percentage such as '1' or '0.5'"])
  })

  it('refuses a body that is not JSON', async () => {
    const response = await app.request(`/v1/convert/build-transaction?${sdk}`, { method: 'POST', body: '{from:' })
    expect(await reasons(response)).toEqual(['body is not valid JSON'])
  })
})
