import type { Client } from '../client.js'
import { normaliseSearch, nextWalletsPage, type ListedWallet, type WalletsPage } from '../controllers/walletListing/listing.js'
import type { ApiError } from '../errors/api.js'
import { berthKeys } from './keys.js'
import { QUERY_RETRY, queryRetryDelay } from './retry.js'

/** SPEC gives no lifetime for the listing; it changes rarely, so an open modal does not refetch it for 5 min. */
export const WALLETS_STALE_MS = 5 * 60_000

export const walletKeys = {
  all: () => [...berthKeys.all, 'wallets'] as const,
  list: (params: { search: string; chains: readonly string[] }) => [...walletKeys.all(), 'list', params] as const,
  recommended: (params: { chains: readonly string[] }) => [...walletKeys.all(), 'recommended', params] as const,
}

export type WalletsParameters = { search?: string | undefined }
export type WalletsErrorType = ApiError

const chainsOf = (client: Client) => client.options.networks.map((network) => network.caipNetworkId)

/** AllWallets: pages of 40 (100 while searching), next page while the listing has more. */
export function walletsInfiniteQueryOptions(client: Client, parameters: WalletsParameters = {}) {
  const search = normaliseSearch(parameters.search)
  return {
    queryKey: walletKeys.list({ search: search ?? '', chains: chainsOf(client) }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }): Promise<WalletsPage> =>
      client.walletListing.fetchPage({ page: pageParam, search, signal }),
    getNextPageParam: (last: WalletsPage): number | undefined => nextWalletsPage(last),
    staleTime: WALLETS_STALE_MS,
    retry: QUERY_RETRY,
    retryDelay: queryRetryDelay,
  }
}

/** Connect: the 4 recommended wallets (first listed, not installed). */
export function recommendedWalletsQueryOptions(client: Client) {
  return {
    queryKey: walletKeys.recommended({ chains: chainsOf(client) }),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<ListedWallet[]> => client.walletListing.fetchRecommended({ signal }),
    staleTime: WALLETS_STALE_MS,
    retry: QUERY_RETRY,
    retryDelay: queryRetryDelay,
  }
}
