import type { CaipAddress } from './caip/caipAddress.js'
import type { Client } from './client.js'
import { restoringConnectionState, type StoredConnections } from './controllers/connection/storedConnections.js'

/**
 * What a server knows of a visitor before the page loads: the connections remembered in the
 * `berth.connections` cookie, as cookieToInitialState read and checked them. Plain data, so a
 * server component can hand it to a client component; `<BerthProvider client initialState>`
 * renders from it.
 */
export type InitialState = { version: StoredConnections['version']; connections: { connectorId: string; caipAddress: CaipAddress }[] }

/**
 * The state the server renders each store in, and which hydration must find again: the store's
 * initial state, with the remembered connection (and its network) from `initialState` when there
 * is one. Stores not named here render from their initial state. Computed, never written into the
 * client: on a server one client serves every visitor.
 */
export function initialStoreStates(client: Client, initialState: InitialState | undefined): ReadonlyMap<object, unknown> {
  const { store } = client.connection
  return new Map(initialState ? [[store, { ...store.getInitialState(), ...restoringConnectionState(initialState.connections) }]] : [])
}
