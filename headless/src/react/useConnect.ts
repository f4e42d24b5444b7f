import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { ConnectResult } from '../controllers/connection/createConnectionController.js'
import { connectMutationOptions, type ConnectErrorType, type ConnectOptions, type ConnectVariables } from '../query/connect.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options (onSuccess, onError, ...). */
export type UseConnectParameters<TContext = unknown> = ConnectOptions<TContext>
/** What useConnect returns: TanStack's result, its `error` typed. */
export type UseConnectReturnType<TContext = unknown> = UseMutationResult<ConnectResult, UseConnectErrorType, ConnectVariables, TContext>
/** The errors `useConnect().error` can hold: 'Connection rejected', 'Failed to connect', 'Modal closed', ... */
export type UseConnectErrorType = ConnectErrorType

/**
 * Connects a wallet: `mutate(connectorId)` asks it for its accounts (the user approves in the
 * wallet) and makes it the active connection. `useConnectors()` lists the ids.
 *
 * @example
 * const connect = useConnect({ mutation: { onSuccess: ({ accounts }) => console.log(accounts[0]) } })
 * return (
 *   <>
 *     {useConnectors().map(({ connector }) => (
 *       <button key={connector.id} onClick={() => connect.mutate(connector.id)}>{connector.name}</button>
 *     ))}
 *     {connect.error && <p role="alert">{connect.error.shortMessage}</p>}
 *   </>
 * )
 */
export function useConnect<TContext = unknown>(parameters: UseConnectParameters<TContext> = {}): UseConnectReturnType<TContext> {
  return useMutation(connectMutationOptions(useClient(), parameters), useBerthQueryClient())
}
