import { selectActiveNetwork, type NetworkState } from '../controllers/network/createNetworkController.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Network } from '../networks/types.js'
import { useClient } from './useClient.js'
import { shallowEqual, useStore } from './useStore.js'

export type UseNetworkReturnType = {
  /** Undefined when the wallet is on a chain the app does not list. */
  network: Network | undefined
  caipNetworkId: CaipNetworkId
  networks: readonly Network[]
  isUnsupported: boolean
}

const selectNetwork = (state: NetworkState): UseNetworkReturnType => {
  const network = selectActiveNetwork(state)
  return { network, caipNetworkId: state.activeCaipNetworkId, networks: state.networks, isUnsupported: network === undefined }
}

export function useNetwork(): UseNetworkReturnType {
  return useStore(useClient().network.store, selectNetwork, shallowEqual)
}
