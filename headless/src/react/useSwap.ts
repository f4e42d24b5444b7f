import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { swapMutationOptions, type SwapErrorType, type SwapMutationParameters } from '../query/swapMutations.js'
import type { SwapParameters, SwapResult } from '../types/swap.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options. */
export type UseSwapParameters<TContext = unknown> = SwapMutationParameters<TContext>
/** What useSwap returns: TanStack's result, its `error` typed. */
export type UseSwapReturnType<TContext = unknown> = UseMutationResult<SwapResult, UseSwapErrorType, SwapParameters, TContext>
/** The errors `useSwap().error` can hold ('The swap reverted: the price moved beyond the slippage tolerance', 'Approve USDC first …' ...). */
export type UseSwapErrorType = SwapErrorType

/**
 * Swaps through the connected wallet; settles once mined, with the 'Swapped …' notification, and
 * exactly the account's balances and activity refetch.
 *
 * @example
 * const swap = useSwap()
 * <button onClick={() => swap.mutate({ from: eth, to: usdc, amount: '0.1' })}>Swap</button>
 */
export function useSwap<TContext = unknown>(parameters: UseSwapParameters<TContext> = {}): UseSwapReturnType<TContext> {
  return useMutation(swapMutationOptions(useClient(), parameters), useBerthQueryClient())
}
