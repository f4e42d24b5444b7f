import type { AccountQueryParameters } from '../query/tokenBalances.js'
import { useAccount } from './useAccount.js'
import { useNetwork } from './useNetwork.js'

/** The given account and network, or the connected account on the active network. */
export function useActiveAccountParameters(parameters: AccountQueryParameters = {}): AccountQueryParameters {
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  return { address: parameters.address ?? address, caipNetworkId: parameters.caipNetworkId ?? caipNetworkId }
}
