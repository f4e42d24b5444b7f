import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { switchNetworkMutationOptions, type SwitchNetworkErrorType, type SwitchNetworkOptions } from '../query/switchNetwork.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options (onSuccess, onError, ...). */
export type UseSwitchNetworkParameters<TContext = unknown> = SwitchNetworkOptions<TContext>
/** What useSwitchNetwork returns: TanStack's result, its `error` typed. */
export type UseSwitchNetworkReturnType<TContext = unknown> = UseMutationResult<void, UseSwitchNetworkErrorType, CaipNetworkId, TContext>
/** The errors `useSwitchNetwork().error` can hold: 'Network not found', 'Network switch rejected', 'Chain is not supported', ... */
export type UseSwitchNetworkErrorType = SwitchNetworkErrorType

/**
 * Switches network: `mutate('eip155:8453')` (a CAIP-2 id of one of the app's networks) asks the
 * connected wallet to switch, adding the chain when it does not know it.
 *
 * @example
 * const { networks } = useNetwork()
 * const switchNetwork = useSwitchNetwork()
 * return networks.map((network) => (
 *   <button key={network.caipNetworkId} onClick={() => switchNetwork.mutate(network.caipNetworkId)}>{network.name}</button>
 * ))
 */
export function useSwitchNetwork<TContext = unknown>(parameters: UseSwitchNetworkParameters<TContext> = {}): UseSwitchNetworkReturnType<TContext> {
  return useMutation(switchNetworkMutationOptions(useClient(), parameters), useBerthQueryClient())
}
