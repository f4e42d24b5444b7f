import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { signMessageMutationOptions, type SignMessageErrorType, type SignMessageOptions, type SignMessageVariables } from '../query/signMessage.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options (onSuccess, onError, ...). */
export type UseSignMessageParameters<TContext = unknown> = SignMessageOptions<TContext>
/** What useSignMessage returns: TanStack's result, its `error` typed. */
export type UseSignMessageReturnType<TContext = unknown> = UseMutationResult<string, UseSignMessageErrorType, SignMessageVariables, TContext>
/** The errors `useSignMessage().error` can hold: 'Signature declined', 'Connector not connected', ... */
export type UseSignMessageErrorType = SignMessageErrorType

/**
 * Signs a message with the connected wallet: `mutate({ message })` (EIP-191 personal_sign on
 * eip155); `data` is the signature.
 *
 * @example
 * const sign = useSignMessage()
 * return (
 *   <>
 *     <button onClick={() => sign.mutate({ message: 'Hello from Berth' })}>Sign</button>
 *     {sign.data && <code>{sign.data}</code>}
 *     {sign.error && <p role="alert">{sign.error.shortMessage}</p>}
 *   </>
 * )
 */
export function useSignMessage<TContext = unknown>(parameters: UseSignMessageParameters<TContext> = {}): UseSignMessageReturnType<TContext> {
  return useMutation(signMessageMutationOptions(useClient(), parameters), useBerthQueryClient())
}
