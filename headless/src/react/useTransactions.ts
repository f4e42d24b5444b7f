import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Transaction, TransactionsPage } from '../api/getTransactions.js'
import { groupTransactionsByMonth, type TransactionMonth } from '../controllers/account/groupTransactions.js'
import { visibleTransactions } from '../controllers/account/visibleTransactions.js'
import { transactionsInfiniteQueryOptions } from '../query/transactions.js'
import type { AccountQueryParameters } from '../query/tokenBalances.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'

export type UseTransactionsReturnType = {
  /** Newest first; spam-only entries and other networks' left out. Empty after an error (SPEC §4). */
  transactions: Transaction[]
  /** Year then month, newest first. */
  byMonth: TransactionMonth[]
  isLoading: boolean
  isFetchingMore: boolean
  hasMore: boolean
  error: Error | null
  loadMore(): void
  refetch(): void
}

/** Activity of the connected account on the active network: pages by cursor as the visitor scrolls. */
export function useTransactions(parameters: AccountQueryParameters = {}): UseTransactionsReturnType {
  const account = useActiveAccountParameters(parameters)
  const query = useInfiniteQuery(transactionsInfiniteQueryOptions(useClient(), account))
  const caipNetworkId = account.caipNetworkId ?? ''
  const pages = (query.data as InfiniteData<TransactionsPage> | undefined)?.pages
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
