import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { TransactionReceipt } from '../adapters/types.js'
import {
  waitForTransactionReceiptQueryOptions,
  type WaitForTransactionReceiptErrorType,
  type WaitForTransactionReceiptOptions,
} from '../query/waitForTransactionReceipt.js'
import { useClient } from './useClient.js'
import { useNetwork } from './useNetwork.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `hash` (the query waits until it is set), `caipNetworkId` (the active network when left out), the wait's bounds, and TanStack `query` options. */
export type UseWaitForTransactionReceiptParameters<TData = TransactionReceipt> = WaitForTransactionReceiptOptions<TData>
/** What useWaitForTransactionReceipt returns: TanStack's result, its `error` typed. */
export type UseWaitForTransactionReceiptReturnType<TData = TransactionReceipt> = UseQueryResult<TData, UseWaitForTransactionReceiptErrorType>
/** The errors `useWaitForTransactionReceipt().error` can hold: 'Wait for receipt timed out', a failing node, ... */
export type UseWaitForTransactionReceiptErrorType = WaitForTransactionReceiptErrorType

/**
 * The receipt of a transaction once it is mined with enough confirmations (180 s at most, 1
 * confirmation, unless set): `data.status` is 'success' or 'reverted'.
 *
 * @example
 * const { data: receipt, isPending, error } = useWaitForTransactionReceipt({ hash, confirmations: 2 })
 */
export function useWaitForTransactionReceipt<TData = TransactionReceipt>(
  parameters: UseWaitForTransactionReceiptParameters<TData> = {},
): UseWaitForTransactionReceiptReturnType<TData> {
  const { caipNetworkId } = useNetwork()
  return useQuery(
    waitForTransactionReceiptQueryOptions(useClient(), { ...parameters, caipNetworkId: parameters.caipNetworkId ?? caipNetworkId }),
    useBerthQueryClient(),
  )
}
