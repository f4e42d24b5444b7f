import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { disconnectMutationOptions, type DisconnectErrorType, type DisconnectOptions, type DisconnectVariables } from '../query/disconnect.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options (onSuccess, onError, ...). */
export type UseDisconnectParameters<TContext = unknown> = DisconnectOptions<TContext>
/** What useDisconnect returns: TanStack's result, its `error` typed. */
export type UseDisconnectReturnType<TContext = unknown> = UseMutationResult<void, UseDisconnectErrorType, DisconnectVariables, TContext>
/** The errors `useDisconnect().error` can hold. */
export type UseDisconnectErrorType = DisconnectErrorType

/** Disconnects: `mutate()` ends the active connection (or `mutate(namespace)` that namespace's); the account clears and the modal closes. */
export function useDisconnect<TContext = unknown>(parameters: UseDisconnectParameters<TContext> = {}): UseDisconnectReturnType<TContext> {
  return useMutation(disconnectMutationOptions(useClient(), parameters), useBerthQueryClient())
}
