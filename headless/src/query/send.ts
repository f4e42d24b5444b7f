import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import type { SendParameters, SendPreview, SendResult, SubmittedSend } from '../types/send.js'
import type { ConnectorNotConnectedError } from '../errors/connection.js'
import type { HttpRequestError, RpcRequestError } from '../errors/http.js'
import type { InternalError } from '../errors/internal.js'
import type { InvalidProviderResponseError, ProviderRpcError, RequestTimeoutError } from '../errors/provider.js'
import type { InvalidSendError, SendFailedError, SendInProgressError } from '../errors/send.js'
import {
  TransactionHashMissingError,
  type BaseFeeScalarError,
  type FeeCapTooHighError,
  type FeeConflictError,
  type InvalidAddressError,
  type TipAboveFeeCapError,
  type TransactionRejectedError,
  type TransactionRevertedError,
  type TransferWouldFailError,
  type WaitForReceiptTimeoutError,
} from '../errors/transaction.js'
import { berthKeys } from './keys.js'
import { berthErrors } from './berthErrors.js'
import { chainOnSuccess, enabledWhen, queryOptions } from './defineOptions.js'
import type { BerthMutationOptions, MutationParameter, QueryParameter } from './options.js'
import { queryRetry } from './policy.js'

/** Every error a send's preview can end with: the form refused, a transfer the chain would refuse, fees that fail their checks, or the node's failure. */
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
  | InternalError

/** Every error a send can end with before the wallet returns the hash: the preview's, a second send while one waits, a refusal in the wallet, or the wallet's failure. */
export type SendErrorType =
  | PreviewSendErrorType
  | SendInProgressError
  | TransactionRejectedError
  | InvalidProviderResponseError
  | ProviderRpcError
  | SendFailedError

/** Every error the confirmation of a sent transfer can end with: reverted on chain, no receipt in time, or a node that keeps failing. */
export type SendReceiptErrorType =
  | TransactionRevertedError
  | WaitForReceiptTimeoutError
  | TransactionHashMissingError
  | HttpRequestError
  | RpcRequestError
  | RequestTimeoutError
  | SendFailedError
  | InternalError

/** sendMutationOptions' parameters: TanStack `mutation` options (its onSuccess runs when the wallet returns the hash, after the factory's own). */
export type SendMutationParameters<TContext = unknown> = MutationParameter<SubmittedSend, SendErrorType, SendParameters | undefined, TContext>

/**
 * Sends what the send form holds (`mutate()`), or the token, amount and receiver given
 * (`mutate({ token, amount, receiverAddress })`). Resolves with the hash as soon as the wallet
 * returns it (`data.hash`); `data.receipt` settles once the transfer is mined, and then the
 * sender's and the receiver's balances and activity (everything under berthKeys.account) refetch.
 */
export function sendMutationOptions<TContext = unknown>(
  client: Client,
  options: SendMutationParameters<TContext> = {},
): BerthMutationOptions<SubmittedSend, SendErrorType, SendParameters | undefined, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'send'] as const,
    mutationFn: (parameters) => berthErrors(() => client.send.send(parameters)),
    onSuccess: chainOnSuccess((submitted: SubmittedSend, _parameters, context) => {
      // Not awaited: the mutation is done when the hash is known, the refetch waits for the chain.
      submitted.receipt.then(
        (result) => Promise.all([result.from, result.receiver].map((address) => context.client.invalidateQueries({ queryKey: berthKeys.account(address) }))),
        () => undefined,
      )
    }, options.mutation?.onSuccess),
  }
}

/** The key a send's confirmation is cached under, by its hash. */
export type SendReceiptQueryKey = ReturnType<typeof berthKeys.sendReceipt>

/** sendReceiptQueryOptions' parameters: the send (what the send mutation resolved with), and TanStack `query` options. */
export type SendReceiptOptions<TData = SendResult> = { submitted?: SubmittedSend | undefined } & QueryParameter<
  SendResult,
  SendReceiptErrorType,
  TData,
  SendReceiptQueryKey
>

/** The confirmation of a send made in this page (`submitted`, what the send mutation resolved with): its block and gas once mined. */
export function sendReceiptQueryOptions<TData = SendResult>(_client: Client, options: SendReceiptOptions<TData> = {}) {
  const { submitted, query } = options
  return queryOptions<SendResult, SendReceiptErrorType, TData, SendReceiptQueryKey>({
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    ...query,
    queryKey: berthKeys.sendReceipt(submitted?.hash),
    enabled: enabledWhen(Boolean(submitted), query?.enabled),
    queryFn: () =>
      berthErrors(() => {
        if (!submitted) throw new TransactionHashMissingError('no send to confirm')
        return submitted.receipt
      }),
  })
}

/** The account and network the preview is for (the connected ones), and the send to preview. */
export type PreviewSendParameters = Omit<SendParameters, 'fees'> & { address?: string | undefined; caipNetworkId?: CaipNetworkId | undefined }

/** The key a send's preview is cached under: the sender's account, the network, and the send. */
export type PreviewSendQueryKey = readonly [
  ...ReturnType<typeof berthKeys.account>,
  'sendPreview',
  string,
  { token: { chainId: string; address: string | null; decimals: number } | null; amount: string; receiverAddress: string },
]

/** previewSendQueryOptions' parameters: the sender, the network, the send, and TanStack `query` options. */
export type PreviewSendOptions<TData = SendPreview> = PreviewSendParameters & QueryParameter<SendPreview, PreviewSendErrorType, TData, PreviewSendQueryKey>

/**
 * The gas and network fee of a send, before the user confirms. Under the sender's account key, so
 * a confirmed send drops it. Bad input and failing simulations are answers, not retried.
 */
export function previewSendQueryOptions<TData = SendPreview>(client: Client, options: PreviewSendOptions<TData> = {}) {
  const { address, caipNetworkId, token, amount, receiverAddress, query } = options
  const tokenKey = token ? { chainId: token.chainId, address: token.address ?? null, decimals: token.decimals } : null
  const ready = Boolean(address && caipNetworkId && token && amount?.trim() && receiverAddress?.trim())
  return queryOptions<SendPreview, PreviewSendErrorType, TData, PreviewSendQueryKey>({
    ...queryRetry,
    ...query,
    queryKey: [
      ...berthKeys.account(address),
      'sendPreview',
      caipNetworkId ?? '',
      { token: tokenKey, amount: amount ?? '', receiverAddress: receiverAddress ?? '' },
    ],
    enabled: enabledWhen(ready, query?.enabled),
    queryFn: () => berthErrors(() => client.send.previewSend({ token, amount, receiverAddress })),
  })
}
