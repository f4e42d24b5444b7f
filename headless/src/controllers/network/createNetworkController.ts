import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { Network } from '../../networks/types.js'
import { createStore, type Store } from '../../store/createStore.js'

/**
 * `client.network.store`: the app's networks (the `networks` option, in its order) and the chain
 * the wallet is on (the default network before any connect).
 */
export type NetworkState = {
  networks: readonly Network[]
  /** The chain the wallet is on; may be one the app does not list (then unsupported). */
  activeCaipNetworkId: CaipNetworkId
}

export type NetworkController = {
  store: Store<NetworkState>
  setActive(caipNetworkId: CaipNetworkId): void
  find(caipNetworkId: string): Network | undefined
}

/** The app's network the wallet is on; undefined when the wallet is on a chain the app does not list. */
export function selectActiveNetwork(state: NetworkState): Network | undefined {
  return state.networks.find((network) => network.caipNetworkId === state.activeCaipNetworkId)
}

/** True when the wallet is on a chain the app does not list. */
export function isUnsupported(state: NetworkState): boolean {
  return selectActiveNetwork(state) === undefined
}

export function createNetworkController(networks: readonly Network[], initial: CaipNetworkId): NetworkController {
  const store = createStore<NetworkState>({ networks, activeCaipNetworkId: initial })
  return {
    store,
    setActive: (activeCaipNetworkId) => {
      if (store.get().activeCaipNetworkId !== activeCaipNetworkId) store.set({ activeCaipNetworkId })
    },
    find: (caipNetworkId) => networks.find((network) => network.caipNetworkId === caipNetworkId),
  }
}
