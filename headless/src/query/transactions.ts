import type { TransactionsPage } from '../api/getTransactions.js'
import type { Client } from '../client.js'
import { berthKeys } from './keys.js'
import type { AccountQueryParameters } from './tokenBalances.js'

/** Activity: one page per cursor, the next while the API gives a cursor. No query-level retry (see tokenBalances). */
export function transactionsInfiniteQueryOptions(client: Client, { address, caipNetworkId }: AccountQueryParameters) {
  return {
    queryKey: berthKeys.transactions({ address: address ?? '', caipNetworkId: caipNetworkId ?? '' }),
    enabled: Boolean(address && caipNetworkId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal?: AbortSignal }): Promise<TransactionsPage> =>
      client.account.transactions({
        address: address!,
        caipNetworkId: caipNetworkId!,
        ...(pageParam ? { cursor: pageParam } : {}),
        ...(signal ? { signal } : {}),
      }),
    getNextPageParam: (last: TransactionsPage): string | undefined => last.next,
    retry: false,
  }
}
