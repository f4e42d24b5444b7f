import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Transaction } from '../api/getTransactions.js'
import { groupTransactionsByMonth, type TransactionMonth } from '../controllers/account/groupTransactions.js'
import { visibleTransactions } from '../controllers/account/visibleTransactions.js'
import type { AccountQueryParameters } from '../query/balances.js'
import type { InfiniteQueryOverrides } from '../query/options.js'
import { transactionsInfiniteQueryOptions, type TransactionsData, type TransactionsErrorType, type TransactionsQueryKey } from '../query/transactions.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** Activity as a view shows it: the visible transactions, by month, and the paging state. */
export type UseTransactionsReturnType = {
  /** Newest first; spam-only entries and other networks' left out. Empty after an error. */
  transactions: Transaction[]
  /** Year then month, newest first. */
  byMonth: TransactionMonth[]
  isLoading: boolean
  isFetchingMore: boolean
  hasMore: boolean
  error: UseTransactionsErrorType | null
  loadMore(): void
  refetch(): void
}

/** The errors `useTransactions().error` can hold (the 'Failed to fetch transactions' toast shows with them). */
export type UseTransactionsErrorType = TransactionsErrorType

/**
 * `address` and `caipNetworkId` (the connected account and the active network when left out), and
 * TanStack `query` options (`select` excepted: the hook shapes the pages itself).
 */
export type UseTransactionsParameters = AccountQueryParameters & {
  query?:
    | Omit<
        InfiniteQueryOverrides<TransactionsData['pages'][number], TransactionsErrorType, TransactionsData, TransactionsQueryKey, string | undefined>,
        'select'
      >
    | undefined
}

/**
 * Activity of the connected account on the active network, newest first and grouped by month:
 * pages by cursor as the visitor scrolls (`loadMore()`).
 *
 * @example
 * const { byMonth, hasMore, loadMore, error } = useTransactions()
 */
export function useTransactions(parameters: UseTransactionsParameters = {}): UseTransactionsReturnType {
  const account = useActiveAccountParameters(parameters)
  const query = useInfiniteQuery(transactionsInfiniteQueryOptions(useClient(), account), useBerthQueryClient())
  const caipNetworkId = account.caipNetworkId ?? ''
  const pages = query.data?.pages
  const transactions = useMemo(
    () => (query.isError ? [] : visibleTransactions(pages?.flatMap((page) => page.transactions) ?? [], caipNetworkId)),
    [pages, caipNetworkId, query.isError],
  )
  const byMonth = useMemo(() => groupTransactionsByMonth(transactions), [transactions])
  const { fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [fetchNextPage, hasNextPage, isFetchingNextPage])
  return {
    transactions,
    byMonth,
    isLoading: query.isLoading,
    isFetchingMore: isFetchingNextPage,
    hasMore: !query.isError && hasNextPage,
    error: query.error,
    loadMore,
    refetch: () => void refetch(),
  }
}
