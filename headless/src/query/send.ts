import type { MutationFunctionContext } from '@tanstack/query-core'
import type { Client } from '../client.js'
import type { SendParameters, SendPreview, SendResult } from '../controllers/send/types.js'
import type { BaseError } from '../errors/BaseError.js'
import type { ConnectorNotConnectedError } from '../errors/connection.js'
import type { HttpRequestError, RpcRequestError } from '../errors/http.js'
import type { InvalidProviderResponseError, RequestTimeoutError } from '../errors/provider.js'
import { InvalidSendError, type SendInProgressError } from '../errors/send.js'
import {
  TransferWouldFailError,
  type BaseFeeScalarError,
  type FeeCapTooHighError,
  type FeeConflictError,
  type InvalidAddressError,
  type TipAboveFeeCapError,
  type TransactionRejectedError,
  type TransactionRevertedError,
  type WaitForReceiptTimeoutError,
} from '../errors/transaction.js'
import { berthKeys } from './keys.js'
import { QUERY_RETRY, queryRetryDelay } from './retry.js'

export type PreviewSendErrorType =
  | InvalidSendError
  | TransferWouldFailError
  | ConnectorNotConnectedError
  | FeeConflictError
  | FeeCapTooHighError
  | TipAboveFeeCapError
  | BaseFeeScalarError
  | InvalidAddressError
  | HttpRequestError
  | RpcRequestError
  | RequestTimeoutError

export type SendErrorType =
  | PreviewSendErrorType
  | SendInProgressError
  | TransactionRejectedError
  | InvalidProviderResponseError
  | TransactionRevertedError
  | WaitForReceiptTimeoutError
  | BaseError

/**
 * Sends (SPEC §4 flow in client.send) and, once confirmed, marks the sender's and the receiver's
 * data stale: balances, portfolio and activity under berthKeys.account refetch.
 */
export function sendMutationOptions(client: Client) {
  return {
    mutationKey: ['berth', 'send'] as const,
    mutationFn: (parameters?: SendParameters): Promise<SendResult> => client.send.send(parameters),
    onSuccess: (result: SendResult, _parameters: unknown, _onMutateResult: unknown, context: MutationFunctionContext) =>
      Promise.all([result.from, result.receiver].map((address) => context.client.invalidateQueries({ queryKey: berthKeys.account(address) }))),
  }
}

/** The account and network the preview is for (the connected ones), and the send to preview. */
export type PreviewSendParameters = Omit<SendParameters, 'fees'> & { address?: string | undefined; caipNetworkId?: string | undefined }

/**
 * The gas and network fee of a send, before the user confirms. Under the sender's account key, so
 * a confirmed send drops it. Bad input and failing simulations are answers, not retried.
 */
export function previewSendQueryOptions(client: Client, { address, caipNetworkId, token, amount, receiverAddress }: PreviewSendParameters) {
  const tokenKey = token ? { chainId: token.chainId, address: token.address ?? null, decimals: token.decimals } : null
  return {
    queryKey: [
      ...berthKeys.account(address ?? ''),
      'sendPreview',
      caipNetworkId ?? '',
      { token: tokenKey, amount: amount ?? '', receiverAddress: receiverAddress ?? '' },
    ] as const,
    enabled: Boolean(address && caipNetworkId && token && amount?.trim() && receiverAddress?.trim()),
    retry: (failureCount: number, error: unknown) =>
      !(error instanceof InvalidSendError || error instanceof TransferWouldFailError) && failureCount < QUERY_RETRY,
    retryDelay: queryRetryDelay,
    queryFn: (): Promise<SendPreview> => client.send.preview({ token, amount, receiverAddress }),
  }
}
