/**
 * A scripted stand-in for the part of a swap that needs the swap API and a chain: it replaces
 * `client.swap`'s methods on a fixture client. Tokens are the devnet's (ETH, USDC, DAI on Berth
 * Devnet), quotes follow the devnet's prices less the pool's 0.3 % fee, and approve and swap show
 * the controller's notifications ('Swapping…', then 'Swapped …' or the error). Nothing here touches
 * the network.
 */
import {
  InvalidSwapError,
  minimumReceived,
  SwapNetworkNotSupportedError,
  SwapRevertedError,
  ApiError,
  TransactionRejectedError,
  validateSwap,
  type Client,
  type SwapParameters,
  type SwapQuote,
  type SwapResult,
  type SwapToken,
} from '@berth/headless'
import { berthDevnet } from '@berth/devnet/networks'
import { devnetSwapTokens } from '@berth/devnet/tokens'

const NET = berthDevnet.caipNetworkId
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const PRICES: Record<string, number> = { ETH: 3000, USDC: 1, DAI: 1 }

/** The devnet's swap tokens on Berth Devnet, as GET /v1/convert/tokens lists them. */
export const fixtureSwapTokens: SwapToken[] = devnetSwapTokens.map((token) => ({
  name: token.name,
  symbol: token.symbol,
  address: `${NET}:${token.address ?? NATIVE}`,
  chainId: NET,
  decimals: token.decimals,
  logoUri: undefined,
}))

const bySymbol = (symbol: string) => fixtureSwapTokens.find((token) => token.symbol === symbol)!
/** Ether, USD Coin and Dai as the swap lists them. */
export const fixtureSwapEth = bySymbol('ETH')
export const fixtureSwapUsdc = bySymbol('USDC')
export const fixtureSwapDai = bySymbol('DAI')

export type SwapFakeScript = {
  /** 'error': the list fails with 'Network not supported for Swaps'; 'loading': it never answers. */
  tokens?: 'ok' | 'error' | 'loading'
  /** 'liquidity': the quote fails with 'Insufficient liquidity'. */
  quote?: 'ok' | 'liquidity'
  /** The allowance of every token (base units) until an approve; 0 by default. */
  allowance?: bigint
  /** 'reject': the wallet refuses; 'pending': the wallet never answers. */
  approve?: 'ok' | 'reject' | 'pending'
  /** 'revert': mined and reverted (the price moved beyond the slippage); 'pending': the wallet never answers. */
  swap?: 'ok' | 'revert' | 'pending'
}

/** What the fake was asked. */
export type SwapFake = { approvals: SwapParameters[]; swaps: SwapParameters[] }

const quoteOf = ({ from, to, amount, slippage = 1 }: SwapParameters, fromAmount: bigint): SwapQuote => {
  const out = Number(amount) * ((PRICES[from.symbol] ?? 0) / (PRICES[to.symbol] ?? 1)) * 0.997
  const toAmount = BigInt(Math.floor(out * 10 ** Math.min(to.decimals, 12))) * 10n ** BigInt(Math.max(0, to.decimals - 12))
  return {
    from,
    to,
    fromAmount,
    toAmount,
    minimumReceived: minimumReceived(toAmount, slippage),
    slippage,
    rate: ((PRICES[from.symbol] ?? 0) / (PRICES[to.symbol] ?? 1)) * 0.997,
    priceImpact: 0.31,
    networkFee: { gas: 125_000n, gasPrice: 1_000_000_000n, value: 125_000_000_000_000n, usd: 0.375 },
  }
}

/** Replaces `client.swap`'s methods with the script. */
export function installSwapFake(client: Client, script: SwapFakeScript = {}): SwapFake {
  const fake: SwapFake = { approvals: [], swaps: [] }
  let allowance = script.allowance ?? 0n
  const never = () => new Promise<never>(() => undefined)
  const check = (parameters: SwapParameters) => {
    const verdict = validateSwap({ caipNetworkId: NET, tokens: fixtureSwapTokens, ...parameters, slippage: parameters.slippage ?? 1 })
    if (!verdict.valid) throw new InvalidSwapError(verdict.reason, verdict.message)
    return verdict.value
  }
  const result = (parameters: SwapParameters, fromAmount: bigint): SwapResult => ({
    hash: `0x${'ab'.repeat(32)}`,
    from: parameters.from,
    to: parameters.to,
    fromAmount,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    blockNumber: 42n,
    gasUsed: 110_000n,
  })
  const step = async (loading: string, run: () => Promise<{ value: SwapResult; success: string }>) => {
    client.alerts.notify('loading', loading)
    try {
      const { value, success } = await run()
      client.alerts.notify('success', success)
      return value
    } catch (error) {
      client.alerts.notify('error', (error as { shortMessage: string }).shortMessage)
      throw error
    }
  }
  Object.assign(client.swap, {
    tokens: async () => {
      if (script.tokens === 'loading') return never()
      if (script.tokens === 'error') throw new SwapNetworkNotSupportedError(NET)
      return fixtureSwapTokens
    },
    gasPrice: async () => ({ standard: 1_000_000_000n, fast: 1_250_000_000n, instant: 1_500_000_000n }),
    allowance: async ({ token }: { token: SwapToken }) => (token.symbol === 'ETH' ? 2n ** 256n - 1n : allowance),
    quote: async (parameters: SwapParameters) => {
      const value = check(parameters)
      if (script.quote === 'liquidity') {
        throw new ApiError('Insufficient liquidity', { endpoint: 'GET /v1/convert/quotes', status: 400 })
      }
      return quoteOf(parameters, value)
    },
    approve: (parameters: SwapParameters) =>
      step(`Approving ${parameters.from.symbol}…`, async () => {
        fake.approvals.push(parameters)
        const value = check(parameters)
        if (script.approve === 'pending') return never()
        if (script.approve === 'reject') throw new TransactionRejectedError()
        allowance = value
        return { value: result(parameters, value), success: `Approved ${parameters.from.symbol}` }
      }),
    swap: (parameters: SwapParameters) =>
      step('Swapping…', async () => {
        fake.swaps.push(parameters)
        const value = check(parameters)
        if (script.swap === 'pending') return never()
        if (script.swap === 'revert') throw new SwapRevertedError(`0x${'cd'.repeat(32)}`)
        return { value: result(parameters, value), success: `Swapped ${parameters.amount.trim()} ${parameters.from.symbol} for ${parameters.to.symbol}` }
      }),
  } satisfies Partial<Client['swap']>)
  return fake
}
