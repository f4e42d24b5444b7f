import type { AccountQueryParameters } from '../query/balances.js'
import { useAccount } from './useAccount.js'
import { useNetwork } from './useNetwork.js'

/** The parameters with their account and network filled in: those given, else the connected account on the active network. */
export function useActiveAccountParameters<T extends AccountQueryParameters>(parameters: T): T {
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  return { ...parameters, address: parameters.address ?? address, caipNetworkId: parameters.caipNetworkId ?? caipNetworkId }
}
