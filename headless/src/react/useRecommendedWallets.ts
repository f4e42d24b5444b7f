import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ListedWallet } from '../controllers/walletListing/listing.js'
import { recommendedWalletsQueryOptions, type RecommendedWalletsErrorType, type RecommendedWalletsOptions } from '../query/wallets.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `query` options. */
export type UseRecommendedWalletsParameters<TData = ListedWallet[]> = RecommendedWalletsOptions<TData>
/** What useRecommendedWallets returns: TanStack's result, its `error` typed. */
export type UseRecommendedWalletsReturnType<TData = ListedWallet[]> = UseQueryResult<TData, UseRecommendedWalletsErrorType>
/** The errors `useRecommendedWallets().error` can hold. */
export type UseRecommendedWalletsErrorType = RecommendedWalletsErrorType

/** The 4 wallets Connect recommends: the first listed that are not installed. */
export function useRecommendedWallets<TData = ListedWallet[]>(parameters: UseRecommendedWalletsParameters<TData> = {}): UseRecommendedWalletsReturnType<TData> {
  return useQuery(recommendedWalletsQueryOptions(useClient(), parameters), useBerthQueryClient())
}
