import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { swapQuoteQueryOptions, type SwapQuoteErrorType, type SwapQuoteOptions } from '../query/swapQuote.js'
import type { SwapQuote } from '../types/swap.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** The swap (`from`, `to`, `amount`, optionally `slippage` and `balance`; the connected account unless `address`), and TanStack `query` options. */
export type UseSwapQuoteParameters<TData = SwapQuote> = SwapQuoteOptions<TData>
/** What useSwapQuote returns: TanStack's result, its `error` typed. */
export type UseSwapQuoteReturnType<TData = SwapQuote> = UseQueryResult<TData, UseSwapQuoteErrorType>
/** The errors `useSwapQuote().error` can hold: the input refused, 'Network not supported for Swaps', 'Insufficient liquidity' ... */
export type UseSwapQuoteErrorType = SwapQuoteErrorType

/**
 * The quote for swapping `amount` of `from` into `to`: amount out, minimum received (1 % slippage),
 * rate, price impact and network fee. Waits until both tokens and an amount are given.
 *
 * @example
 * const quote = useSwapQuote({ from: eth, to: usdc, amount: '0.1' })
 * if (quote.data) return <p>{formatUnits(quote.data.toAmount, usdc.decimals)} USDC</p>
 */
export function useSwapQuote<TData = SwapQuote>(parameters: UseSwapQuoteParameters<TData> = {}): UseSwapQuoteReturnType<TData> {
  return useQuery(swapQuoteQueryOptions(useClient(), useActiveAccountParameters(parameters)), useBerthQueryClient())
}
