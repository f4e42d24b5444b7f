import type { Identity } from '../api/getIdentity.js'
import type { Client } from '../client.js'
import { berthKeys } from './keys.js'
import { QUERY_RETRY, queryRetryDelay } from './retry.js'

/** SPEC §9: identity lives 5 min. */
export const IDENTITY_STALE_MS = 5 * 60_000

export function identityQueryOptions(client: Client, { address }: { address?: string | undefined }) {
  return {
    queryKey: berthKeys.identity(address ?? ''),
    enabled: Boolean(address),
    staleTime: IDENTITY_STALE_MS,
    retry: QUERY_RETRY,
    retryDelay: queryRetryDelay,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<Identity> => client.account.identity({ address: address!, ...(signal ? { signal } : {}) }),
  }
}
