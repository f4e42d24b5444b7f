import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import {
  sendTransactionMutationOptions,
  type SendTransactionErrorType,
  type SendTransactionOptions,
  type SendTransactionVariables,
} from '../query/sendTransaction.js'
import type { Hex } from '../types/chain.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options (onSuccess, onError, ...). */
export type UseSendTransactionParameters<TContext = unknown> = SendTransactionOptions<TContext>
/** What useSendTransaction returns: TanStack's result, its `error` typed. */
export type UseSendTransactionReturnType<TContext = unknown> = UseMutationResult<Hex, UseSendTransactionErrorType, SendTransactionVariables, TContext>
/** The errors `useSendTransaction().error` can hold: 'Transaction rejected', a chain mismatch, a bad address or fee, ... */
export type UseSendTransactionErrorType = SendTransactionErrorType

/**
 * Sends any transaction through the connected wallet: `mutate({ to, data, value })`; `data` is the
 * hash as soon as the wallet returns it. Pair it with useWaitForTransactionReceipt.
 *
 * @example
 * const send = useSendTransaction()
 * const receipt = useWaitForTransactionReceipt({ hash: send.data })
 * send.mutate({ to: contract, data: encodeFunctionData({ abi, functionName: 'mint', args: [1n] }) })
 * // receipt.data?.status === 'success' once mined
 */
export function useSendTransaction<TContext = unknown>(parameters: UseSendTransactionParameters<TContext> = {}): UseSendTransactionReturnType<TContext> {
  return useMutation(sendTransactionMutationOptions(useClient(), parameters), useBerthQueryClient())
}
