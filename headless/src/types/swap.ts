import type { Hex } from './chain.js'

/** A token the swap service trades on one network, as GET /v1/convert/tokens lists it. */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10: 'eip155:1:0x…'; the native currency is written with 0xeeee…eeee. */
  address: string
  /** The CAIP-2 network the token lives on. */
  chainId: `${string}:${string}`
  decimals: number
  /** Checked image URL; undefined when the API gave none or an unsafe one. */
  logoUri: string | undefined
}

/**
 * The `swaps` option of createClient. SPEC's swap-supported networks (eip155 1, 42161, 10, 324,
 * 8453, 56, 137, 100, 43114, 250, 8217, 1313161554) always count; `networks` adds the app's own.
 */
export type SwapOptions = {
  /** More CAIP-2 networks the swap service serves (a local or private chain). */
  networks?: readonly `${string}:${string}`[] | undefined
}

/** One swap: the tokens, the amount as typed (in `from`'s units), and who swaps. */
export type SwapParameters = {
  from: SwapToken
  to: SwapToken
  /** The amount of `from` as a decimal text: '0.1'. */
  amount: string
  /** The account that swaps; the connected one when left out. */
  address?: string | undefined
  /** Percent off the quote that is still accepted: 1 means 1 %. Default 1 (SPEC). */
  slippage?: number | undefined
  /** `from`'s balance in base units, when known: an amount above it is refused. */
  balance?: bigint | undefined
}

/** The three speeds GET /v1/convert/gas-price answers, in wei per gas. */
export type SwapGasPrice = { standard: bigint; fast: bigint; instant: bigint }

/** What a swap would give, before the user confirms it. */
export type SwapQuote = {
  from: SwapToken
  to: SwapToken
  /** In `from`'s base units. */
  fromAmount: bigint
  /** The quoted amount of `to`, in its base units. */
  toAmount: bigint
  /** The least that is accepted: `toAmount` less the slippage. */
  minimumReceived: bigint
  slippage: number
  /** How many `to` one `from` buys (display only). */
  rate: number
  /** Percent the trade loses against the USD prices (pool fee included); undefined without prices. */
  priceImpact: number | undefined
  /** The swap transaction's network fee: gas, its price and the total in wei and in USD (undefined without a price). */
  networkFee: { gas: bigint; gasPrice: bigint; value: bigint; usd: number | undefined } | undefined
}

/** A confirmed approve or swap: its hash, block and gas, and what it was for. */
export type SwapResult = {
  hash: Hex
  from: SwapToken
  to: SwapToken
  /** In `from`'s base units. */
  fromAmount: bigint
  /** The account that sent it. */
  address: string
  blockNumber: bigint
  gasUsed: bigint
}
