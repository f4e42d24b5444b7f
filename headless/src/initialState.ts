import type { Client } from './client.js'
import type { CaipAddress } from './caip/caipAddress.js'
import {
  restoringConnectionState,
  restoringNetwork,
  storedConnectionRules,
  storedConnectionsParser,
  type StoredConnections,
} from './controllers/connection/storedConnections.js'

/**
 * What a server knows of a visitor before the page loads: the connections remembered in the
 * `berth.connections` cookie (cookieToInitialState reads it). Plain data, so a server component
 * can hand it to a client component; `<BerthProvider client initialState>` renders from it.
 */
export type InitialState = { version: StoredConnections['version']; connections: { connectorId: string; caipAddress: CaipAddress }[] }

/**
 * The state the server renders each store in, and which hydration must find again: the store's
 * initial state, with the remembered connection (and its network) from `initialState` when there
 * is one. Stores not named here render from their initial state. Computed, never written into the
 * client: on a server one client serves every visitor.
 */
export function initialStoreStates(client: Client, initialState: InitialState | undefined): ReadonlyMap<object, unknown> {
  const states = new Map<object, unknown>()
  if (!initialState) return states
  const rules = storedConnectionRules(client.options.networks, client.options.walletConnect !== undefined)
  const parsed = storedConnectionsParser(rules).safeParse(initialState)
  if (!parsed.success) {
    client.options.logger.warn('[berth] ignored an initialState that names networks, connectors or addresses this client does not have')
    return states
  }
  const { connections } = parsed.data
  if (connections.length === 0) return states
  states.set(client.connection.store, { ...client.connection.store.getInitialState(), ...restoringConnectionState(connections) })
  const network = restoringNetwork(connections)
  if (network) states.set(client.network.store, { ...client.network.store.getInitialState(), activeCaipNetworkId: network })
  return states
}
