import type { Client } from '../client.js'
import type { ApiError } from '../errors/api.js'
import type { ConfigurationError } from '../errors/configuration.js'
import type { AccountNotFoundError, ConnectorNotConnectedError } from '../errors/connection.js'
import type { HttpRequestError, RpcRequestError } from '../errors/http.js'
import type { InternalError } from '../errors/internal.js'
import type { InvalidProviderResponseError, ProviderRpcError, RequestTimeoutError } from '../errors/provider.js'
import type {
  InvalidSwapError,
  SwapAllowanceTooLowError,
  SwapApproveRevertedError,
  SwapFailedError,
  SwapNetworkNotSupportedError,
  SwapRevertedError,
} from '../errors/swap.js'
import type { ChainMismatchError, TransactionRejectedError, WaitForReceiptTimeoutError } from '../errors/transaction.js'
import type { SwapParameters, SwapResult } from '../types/swap.js'
import { berthErrors } from './berthErrors.js'
import { chainOnSuccess } from './defineOptions.js'
import { berthKeys } from './keys.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'

/** What an approve or a swap can end with in common: the input refused, the API's failure, the wallet's refusal or failure, no receipt in time. */
type SwapStepErrorType =
  | InvalidSwapError
  | SwapNetworkNotSupportedError
  | ConnectorNotConnectedError
  | AccountNotFoundError
  | ChainMismatchError
  | ApiError
  | ConfigurationError
  | TransactionRejectedError
  | InvalidProviderResponseError
  | ProviderRpcError
  | RequestTimeoutError
  | WaitForReceiptTimeoutError
  | HttpRequestError
  | RpcRequestError
  | SwapFailedError
  | InternalError

/** Every error an approval can end with, its revert included. */
export type ApproveSwapErrorType = SwapStepErrorType | SwapApproveRevertedError
/** Every error a swap can end with: an allowance below the amount, a revert (the price moved beyond the slippage), and the rest. */
export type SwapErrorType = SwapStepErrorType | SwapAllowanceTooLowError | SwapRevertedError

/** approveSwapMutationOptions' parameters: TanStack `mutation` options. */
export type ApproveSwapMutationParameters<TContext = unknown> = MutationParameter<SwapResult, ApproveSwapErrorType, SwapParameters, TContext>
/** swapMutationOptions' parameters: TanStack `mutation` options. */
export type SwapMutationParameters<TContext = unknown> = MutationParameter<SwapResult, SwapErrorType, SwapParameters, TContext>

// A confirmed step changed what the account holds (and its allowance and quotes): exactly its keys refetch.
const invalidateAccount = chainOnSuccess

/**
 * Approves the swap router for the amount of `from` (`mutate({ from, to, amount })`) through the
 * connected wallet; resolves once it is mined, and then the account's queries (allowance, quotes,
 * balances, activity) refetch.
 */
export function approveSwapMutationOptions<TContext = unknown>(
  client: Client,
  options: ApproveSwapMutationParameters<TContext> = {},
): BerthMutationOptions<SwapResult, ApproveSwapErrorType, SwapParameters, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'approveSwap'] as const,
    mutationFn: (parameters) => berthErrors(() => client.swap.approve(parameters)),
    onSuccess: invalidateAccount(
      (result: SwapResult, _parameters, context) => context.client.invalidateQueries({ queryKey: berthKeys.account(result.address) }),
      options.mutation?.onSuccess,
    ),
  }
}

/**
 * Swaps `amount` of `from` into `to` (`mutate({ from, to, amount })`) through the connected wallet,
 * at 1 % slippage unless given; resolves once it is mined ('Swapped …'), and then exactly the
 * account's balances and activity (everything under berthKeys.account) refetch.
 */
export function swapMutationOptions<TContext = unknown>(
  client: Client,
  options: SwapMutationParameters<TContext> = {},
): BerthMutationOptions<SwapResult, SwapErrorType, SwapParameters, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'swap'] as const,
    mutationFn: (parameters) => berthErrors(() => client.swap.swap(parameters)),
    onSuccess: invalidateAccount(
      (result: SwapResult, _parameters, context) => context.client.invalidateQueries({ queryKey: berthKeys.account(result.address) }),
      options.mutation?.onSuccess,
    ),
  }
}
