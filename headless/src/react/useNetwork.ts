import { selectActiveNetwork, type NetworkState } from '../controllers/network/createNetworkController.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Network } from '../networks/types.js'
import { useClient } from './useClient.js'
import { shallowEqual, useStore } from './useStore.js'

/** The active network and the app's networks. */
export type UseNetworkReturnType = {
  /** Undefined when the wallet is on a chain the app does not list. */
  network: Network | undefined
  /** The active network's CAIP-2 id (`eip155:1`), listed by the app or not. */
  caipNetworkId: CaipNetworkId
  /** The app's networks (createClient's `networks`). */
  networks: readonly Network[]
  /** The wallet is on a chain the app does not list. */
  isUnsupported: boolean
}

const selectNetwork = (state: NetworkState): UseNetworkReturnType => {
  const network = selectActiveNetwork(state)
  return { network, caipNetworkId: state.activeCaipNetworkId, networks: state.networks, isUnsupported: network === undefined }
}

/**
 * The active network (the connected wallet's, or the default before anyone connects) and the
 * app's networks. Switch with useSwitchNetwork.
 *
 * @example
 * const { network, networks, isUnsupported } = useNetwork()
 */
export function useNetwork(): UseNetworkReturnType {
  return useStore(useClient().network.store, selectNetwork, shallowEqual)
}
