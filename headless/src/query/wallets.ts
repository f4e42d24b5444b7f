import type { InfiniteData } from '@tanstack/query-core'
import type { Client } from '../client.js'
import { nextWalletsPage, normaliseSearch, type ListedWallet, type WalletsPage } from '../controllers/walletListing/listing.js'
import type { ApiError } from '../errors/api.js'
import type { InternalError } from '../errors/internal.js'
import { berthKeys } from './keys.js'
import { berthErrors } from './berthErrors.js'
import { infiniteQueryOptions, queryOptions } from './defineOptions.js'
import type { InfiniteQueryParameter, QueryParameter } from './options.js'
import { queryRetry, WALLETS_STALE_MS } from './policy.js'

/** Keys of the wallet listing: every page of a search (and the configured chains) under one key, the recommended wallets under another. */
export const walletKeys = {
  all: () => [...berthKeys.all, 'wallets'] as const,
  list: (params: { search: string; chains: readonly string[] }) => [...walletKeys.all(), 'list', params] as const,
  recommended: (params: { chains: readonly string[] }) => [...walletKeys.all(), 'recommended', params] as const,
}

/** The search term (trimmed, at most 100 characters); the whole listing when empty. */
export type WalletsParameters = { search?: string | undefined }

/** Every error a wallet listing read can end with. */
export type WalletsErrorType = ApiError | InternalError

/** The key the wallet listing is cached under: the search and the app's chains. */
export type WalletsQueryKey = ReturnType<typeof walletKeys.list>

/** The listing query's data: its pages and their numbers. */
export type WalletsData = InfiniteData<WalletsPage, number>

/** walletsInfiniteQueryOptions' parameters: the search, and TanStack `query` options. */
export type WalletsOptions<TData = WalletsData> = WalletsParameters & InfiniteQueryParameter<WalletsPage, WalletsErrorType, TData, WalletsQueryKey, number>

const chainsOf = (client: Client) => client.options.networks.map((network) => network.caipNetworkId)

/** AllWallets: pages of 40 (100 while searching), the next page while the listing has more. Fresh for 5 min. */
export function walletsInfiniteQueryOptions<TData = WalletsData>(client: Client, options: WalletsOptions<TData> = {}) {
  const { query } = options
  const search = normaliseSearch(options.search)
  return infiniteQueryOptions<WalletsPage, WalletsErrorType, TData, WalletsQueryKey, number>({
    staleTime: WALLETS_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: walletKeys.list({ search: search ?? '', chains: chainsOf(client) }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextWalletsPage(last),
    queryFn: ({ pageParam, signal }) => berthErrors(() => client.walletListing.wallets({ page: pageParam, search, signal })),
  })
}

/** Every error the recommended wallets read can end with. */
export type RecommendedWalletsErrorType = ApiError | InternalError

/** The key the recommended wallets are cached under. */
export type RecommendedWalletsQueryKey = ReturnType<typeof walletKeys.recommended>

/** recommendedWalletsQueryOptions' parameters: TanStack `query` options. */
export type RecommendedWalletsOptions<TData = ListedWallet[]> = QueryParameter<ListedWallet[], RecommendedWalletsErrorType, TData, RecommendedWalletsQueryKey>

/** Connect: the 4 recommended wallets (the first listed that are not installed). Fresh for 5 min. */
export function recommendedWalletsQueryOptions<TData = ListedWallet[]>(client: Client, options: RecommendedWalletsOptions<TData> = {}) {
  const { query } = options
  return queryOptions<ListedWallet[], RecommendedWalletsErrorType, TData, RecommendedWalletsQueryKey>({
    staleTime: WALLETS_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: walletKeys.recommended({ chains: chainsOf(client) }),
    queryFn: ({ signal }) => berthErrors(() => client.walletListing.recommendedWallets({ signal })),
  })
}
