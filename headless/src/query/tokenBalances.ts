import type { TokenBalance } from '../api/getTokenBalances.js'
import type { Client } from '../client.js'
import { berthKeys } from './keys.js'

export type AccountQueryParameters = { address?: string | undefined; caipNetworkId?: string | undefined }

/** SPEC §9: the portfolio lives 30 s. */
export const PORTFOLIO_STALE_MS = 30_000

/**
 * Token balances of one account on one network. No query-level retry: the transport already
 * retries what SPEC says to, and a failure blocks the next fetch for 30 s (SPEC §5).
 */
export function tokenBalancesQueryOptions(client: Client, { address, caipNetworkId }: AccountQueryParameters) {
  return {
    queryKey: berthKeys.portfolio({ address: address ?? '', caipNetworkId: caipNetworkId ?? '' }),
    enabled: Boolean(address && caipNetworkId),
    staleTime: PORTFOLIO_STALE_MS,
    retry: false,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<TokenBalance[]> =>
      client.account.tokenBalances({ address: address!, caipNetworkId: caipNetworkId!, ...(signal ? { signal } : {}) }),
  }
}
