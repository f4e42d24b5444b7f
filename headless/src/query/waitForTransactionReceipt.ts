import type { TransactionReceipt } from '../adapters/types.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import type { WaitForTransactionReceiptParameters } from '../controllers/transaction/types.js'
import { waitForTransactionReceipt } from '../controllers/transaction/waitForTransactionReceipt.js'
import { AccountOrNetworkMissingError } from '../errors/account.js'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type { HttpRequestError, RpcRequestError } from '../errors/http.js'
import type { InternalError } from '../errors/internal.js'
import type { NetworkNotFoundError } from '../errors/network.js'
import type { RequestTimeoutError } from '../errors/provider.js'
import { TransactionHashMissingError, type WaitForReceiptTimeoutError } from '../errors/transaction.js'
import type { Hex } from '../types/chain.js'
import { berthKeys } from './keys.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import type { QueryParameter } from './options.js'

/** The transaction to wait for (the query waits until `hash` and the network are known), and how long and how sure to wait. */
export type WaitForTransactionReceiptQueryParameters = Partial<Omit<WaitForTransactionReceiptParameters, 'hash' | 'caipNetworkId'>> & {
  hash?: Hex | undefined
  caipNetworkId?: CaipNetworkId | undefined
}

/** Every error a receipt wait can end with: no receipt within the timeout, or a node that keeps failing. A reverted transaction is a receipt with status 'reverted', not an error. */
export type WaitForTransactionReceiptErrorType =
  | WaitForReceiptTimeoutError
  | TransactionHashMissingError
  | AccountOrNetworkMissingError
  | NetworkNotFoundError
  | AdapterNotFoundError
  | HttpRequestError
  | RpcRequestError
  | RequestTimeoutError
  | InternalError

/** The key a receipt is cached under: its network, hash and confirmations. */
export type WaitForTransactionReceiptQueryKey = ReturnType<typeof berthKeys.transactionReceipt>

/** waitForTransactionReceiptQueryOptions' parameters: the transaction, the wait's bounds, and TanStack `query` options. */
export type WaitForTransactionReceiptOptions<TData = TransactionReceipt> = WaitForTransactionReceiptQueryParameters &
  QueryParameter<TransactionReceipt, WaitForTransactionReceiptErrorType, TData, WaitForTransactionReceiptQueryKey>

/**
 * The receipt of a transaction, read from its network's own node once it has enough confirmations:
 * 180 s at most, 6 failed polls tolerated, 1 confirmation, polled at half the block time (each
 * can be set here, or for the client through its `send` option). A receipt never changes, so it
 * never goes stale; the wait itself is not retried by the query (it already tolerates a node's
 * hiccups).
 */
export function waitForTransactionReceiptQueryOptions<TData = TransactionReceipt>(client: Client, options: WaitForTransactionReceiptOptions<TData> = {}) {
  const { hash, caipNetworkId, confirmations, timeoutMs, retryCount, pollingIntervalMs, query } = options
  return queryOptions<TransactionReceipt, WaitForTransactionReceiptErrorType, TData, WaitForTransactionReceiptQueryKey>({
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    ...query,
    queryKey: berthKeys.transactionReceipt({ caipNetworkId, hash, confirmations }),
    enabled: enabledWhen(Boolean(hash && caipNetworkId), query?.enabled),
    queryFn: () =>
      berthErrors(() => {
        if (!hash) throw new TransactionHashMissingError('a receipt needs the hash of its transaction')
        if (!caipNetworkId) throw new AccountOrNetworkMissingError('a receipt needs the network of its transaction')
        return waitForTransactionReceipt(client, { hash, caipNetworkId, confirmations, timeoutMs, retryCount, pollingIntervalMs })
      }),
  })
}
