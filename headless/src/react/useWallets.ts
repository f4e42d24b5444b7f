import { useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query'
import { walletsInfiniteQueryOptions, type WalletsData, type WalletsErrorType, type WalletsOptions } from '../query/wallets.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `search` (the whole listing when empty), and TanStack `query` options. */
export type UseWalletsParameters<TData = WalletsData> = WalletsOptions<TData>
/** What useWallets returns: TanStack's result, its `error` typed. */
export type UseWalletsReturnType<TData = WalletsData> = UseInfiniteQueryResult<TData, UseWalletsErrorType>
/** The errors `useWallets().error` can hold. */
export type UseWalletsErrorType = WalletsErrorType

/** The wallet listing (AllWallets), 40 a page or 100 while searching; `fetchNextPage()` while `hasNextPage`. */
export function useWallets<TData = WalletsData>(parameters: UseWalletsParameters<TData> = {}): UseWalletsReturnType<TData> {
  return useInfiniteQuery(walletsInfiniteQueryOptions(useClient(), parameters), useBerthQueryClient())
}
