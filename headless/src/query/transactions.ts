import type { InfiniteData } from '@tanstack/query-core'
import type { TransactionsPage } from '../api/getTransactions.js'
import type { Client } from '../client.js'
import { AccountOrNetworkMissingError } from '../errors/account.js'
import type { ApiError } from '../errors/api.js'
import type { InternalError } from '../errors/internal.js'
import type { AccountQueryParameters } from './balances.js'
import { berthKeys } from './keys.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, infiniteQueryOptions } from './defineOptions.js'
import type { InfiniteQueryParameter } from './options.js'
import { apiReadRetry } from './policy.js'

/** Every error an activity read can end with (the 'Failed to fetch transactions' toast shows with it). */
export type TransactionsErrorType = ApiError | AccountOrNetworkMissingError | InternalError

/** The key activity is cached under (under its account's). */
export type TransactionsQueryKey = ReturnType<typeof berthKeys.transactions>

/** The activity query's data: its pages and their cursors. */
export type TransactionsData = InfiniteData<TransactionsPage, string | undefined>

/** transactionsInfiniteQueryOptions' parameters: the account and network, and TanStack `query` options. */
export type TransactionsOptions<TData = TransactionsData> = AccountQueryParameters &
  InfiniteQueryParameter<TransactionsPage, TransactionsErrorType, TData, TransactionsQueryKey, string | undefined>

/**
 * Activity of an account on a network, from the data API: one page per cursor, the next while the
 * API gives a cursor. Not retried by the query (the API client retries).
 */
export function transactionsInfiniteQueryOptions<TData = TransactionsData>(client: Client, options: TransactionsOptions<TData> = {}) {
  const { address, caipNetworkId, query } = options
  return infiniteQueryOptions<TransactionsPage, TransactionsErrorType, TData, TransactionsQueryKey, string | undefined>({
    ...apiReadRetry,
    ...query,
    queryKey: berthKeys.transactions({ address, caipNetworkId }),
    enabled: enabledWhen(Boolean(address && caipNetworkId), query?.enabled),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next,
    queryFn: ({ pageParam, signal }) =>
      berthErrors(() => {
        if (!address || !caipNetworkId) throw new AccountOrNetworkMissingError('activity needs an address and a network')
        return client.account.transactions({ address, caipNetworkId, ...(pageParam ? { cursor: pageParam } : {}), signal })
      }),
  })
}
