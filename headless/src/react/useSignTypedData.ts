import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { signTypedDataMutationOptions, type SignTypedDataErrorType, type SignTypedDataOptions, type SignTypedDataVariables } from '../query/signTypedData.js'
import type { Hex } from '../types/chain.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options (onSuccess, onError, ...). */
export type UseSignTypedDataParameters<TContext = unknown> = SignTypedDataOptions<TContext>
/** What useSignTypedData returns: TanStack's result, its `error` typed. */
export type UseSignTypedDataReturnType<TContext = unknown> = UseMutationResult<Hex, UseSignTypedDataErrorType, SignTypedDataVariables, TContext>
/** The errors `useSignTypedData().error` can hold: 'Signature declined', 'Invalid typed data', ... */
export type UseSignTypedDataErrorType = SignTypedDataErrorType

/**
 * Signs EIP-712 typed data with the connected wallet (eth_signTypedData_v4):
 * `mutate({ typedData: { domain, types, primaryType, message } })`; `data` is the signature.
 * The data is checked against its own types before the wallet is asked.
 *
 * @example
 * const sign = useSignTypedData()
 * sign.mutate({
 *   typedData: {
 *     domain: { name: 'Mail', version: '1', chainId: 1 },
 *     types: { Mail: [{ name: 'contents', type: 'string' }] },
 *     primaryType: 'Mail',
 *     message: { contents: 'Hello' },
 *   },
 * })
 */
export function useSignTypedData<TContext = unknown>(parameters: UseSignTypedDataParameters<TContext> = {}): UseSignTypedDataReturnType<TContext> {
  return useMutation(signTypedDataMutationOptions(useClient(), parameters), useBerthQueryClient())
}
