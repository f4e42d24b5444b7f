import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { swapTokensQueryOptions, type SwapTokensErrorType, type SwapTokensOptions } from '../query/swapTokens.js'
import type { SwapToken } from '../types/swap.js'
import { useClient } from './useClient.js'
import { useNetwork } from './useNetwork.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `caipNetworkId` (the active network when left out), and TanStack `query` options. */
export type UseSwapTokensParameters<TData = SwapToken[]> = SwapTokensOptions<TData>
/** What useSwapTokens returns: TanStack's result, its `error` typed. */
export type UseSwapTokensReturnType<TData = SwapToken[]> = UseQueryResult<TData, UseSwapTokensErrorType>
/** The errors `useSwapTokens().error` can hold ('Network not supported for Swaps', the API's failure). */
export type UseSwapTokensErrorType = SwapTokensErrorType

/**
 * The tokens the swap service trades on the active network (or the one given).
 *
 * @example
 * const { data: tokens = [] } = useSwapTokens()
 */
export function useSwapTokens<TData = SwapToken[]>(parameters: UseSwapTokensParameters<TData> = {}): UseSwapTokensReturnType<TData> {
  const { caipNetworkId } = useNetwork()
  return useQuery(swapTokensQueryOptions(useClient(), { ...parameters, caipNetworkId: parameters.caipNetworkId ?? caipNetworkId }), useBerthQueryClient())
}
