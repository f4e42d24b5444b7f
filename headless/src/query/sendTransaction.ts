import type { Client } from '../client.js'
import { sendTransaction } from '../controllers/transaction/sendTransaction.js'
import type { SendTransactionParameters } from '../controllers/transaction/types.js'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type { AccountNotFoundError, ConnectorNotConnectedError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import type { NetworkNotFoundError } from '../errors/network.js'
import type { InvalidProviderResponseError, ProviderRpcError, RequestTimeoutError } from '../errors/provider.js'
import type {
  ChainMismatchError,
  FeeCapTooHighError,
  FeeConflictError,
  InvalidAddressError,
  TipAboveFeeCapError,
  TransactionRejectedError,
} from '../errors/transaction.js'
import type { Hex } from '../types/chain.js'
import { berthErrors } from './berthErrors.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'

/** The call: `to`, and optionally `data`, `value` (wei), gas and fees, the sending account and the network it is meant for. */
export type SendTransactionVariables = SendTransactionParameters

/**
 * Every error a transaction request can end with: nobody connected, an account not of the
 * connection, the wallet on another network, a bad address or fee, refused in the wallet (4001),
 * or the wallet's own failure (a call the node would revert comes back as the wallet's error).
 */
export type SendTransactionErrorType =
  | ConnectorNotConnectedError
  | AccountNotFoundError
  | ChainMismatchError
  | NetworkNotFoundError
  | AdapterNotFoundError
  | InvalidAddressError
  | FeeConflictError
  | FeeCapTooHighError
  | TipAboveFeeCapError
  | TransactionRejectedError
  | InvalidProviderResponseError
  | ProviderRpcError
  | RequestTimeoutError
  | InternalError

/** sendTransactionMutationOptions' parameters: TanStack `mutation` options. */
export type SendTransactionOptions<TContext = unknown> = MutationParameter<Hex, SendTransactionErrorType, SendTransactionVariables, TContext>

/**
 * Asks the connected wallet to sign and send any transaction; resolves with the hash as soon as
 * the wallet returns it. Wait for it with waitForTransactionReceiptQueryOptions.
 */
export function sendTransactionMutationOptions<TContext = unknown>(
  client: Client,
  options: SendTransactionOptions<TContext> = {},
): BerthMutationOptions<Hex, SendTransactionErrorType, SendTransactionVariables, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'sendTransaction'] as const,
    mutationFn: (variables) => berthErrors(() => sendTransaction(client, variables)),
  }
}
