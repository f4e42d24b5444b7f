import type { Nft } from '../api/getNfts.js'
import type { Client } from '../client.js'
import { berthKeys } from './keys.js'
import { QUERY_RETRY, queryRetryDelay } from './retry.js'
import { PORTFOLIO_STALE_MS, type AccountQueryParameters } from './tokenBalances.js'

export function nftsQueryOptions(client: Client, { address, caipNetworkId }: AccountQueryParameters) {
  return {
    queryKey: berthKeys.nfts({ address: address ?? '', caipNetworkId: caipNetworkId ?? '' }),
    enabled: Boolean(address && caipNetworkId),
    staleTime: PORTFOLIO_STALE_MS,
    retry: QUERY_RETRY,
    retryDelay: queryRetryDelay,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<Nft[]> =>
      client.account.nfts({ address: address!, caipNetworkId: caipNetworkId!, ...(signal ? { signal } : {}) }),
  }
}
