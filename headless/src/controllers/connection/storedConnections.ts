import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/connector.js'
import { isCaipAddress, parseCaipAddress, type CaipAddress } from '../../caip/caipAddress.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { Network } from '../../networks/types.js'
import type { StoredValueParser } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { ConnectionState, NamespaceConnection } from './types.js'

/**
 * One remembered connection: the connector to restore it through and the account it had (network
 * and address), so that a reload, and a server reading the cookie, can show the account at once.
 */
export type StoredConnection = { connectorId: string; caipAddress: CaipAddress }

/** Raised whenever the shape changes: a record of another version is ignored, never guessed at. */
export const STORED_CONNECTIONS_VERSION = 1

/** What '@berth/connections' holds (and the connection cookie carries): newest first, one per namespace. */
export type StoredConnections = { version: typeof STORED_CONNECTIONS_VERSION; connections: StoredConnection[] }

/** What a stored record is checked against: it may only name what this client could have written. */
export type StoredConnectionRules = {
  networks: readonly Network[]
  /** Connector ids that exist only when configured (WalletConnect's); any other id must look like an rdns. */
  optionalConnectorIds: { id: string; configured: boolean }[]
}

/** A stored connection may name only this client's networks, and WalletConnect only when it is configured. */
export function storedConnectionRules(networks: readonly Network[], walletConnect: boolean): StoredConnectionRules {
  return { networks, optionalConnectorIds: [{ id: WALLET_CONNECT_CONNECTOR_ID, configured: walletConnect }] }
}

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/** EIP-6963 rdns ('io.metamask'), 'injected', 'walletConnect': letters, digits, dots, dashes, underscores. */
const CONNECTOR_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/

const ADDRESS: Record<ChainNamespace, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122: /^[a-zA-Z0-9]{14,90}$/,
}

export function isStoredConnectorId(value: unknown, rules: StoredConnectionRules): value is string {
  if (typeof value !== 'string' || !CONNECTOR_ID.test(value)) return false
  const optional = rules.optionalConnectorIds.find((entry) => entry.id === value)
  return optional === undefined || optional.configured
}

/** A CAIP-10 account on one of the client's networks, with an address of that namespace's form. */
export function isStoredCaipAddress(value: unknown, rules: StoredConnectionRules): value is CaipAddress {
  if (!isCaipAddress(value)) return false
  const { namespace, address, caipNetworkId } = parseCaipAddress(value)
  if (!NAMESPACES.includes(namespace as ChainNamespace)) return false
  return ADDRESS[namespace as ChainNamespace].test(address) && rules.networks.some((network) => network.caipNetworkId === caipNetworkId)
}

/** At most one entry per namespace: the list reconnect walks. */
export function hasOneConnectionPerNamespace(connections: readonly StoredConnection[]): boolean {
  const namespaces = connections.map((entry) => namespaceOf(entry))
  return new Set(namespaces).size === namespaces.length
}

/**
 * Reads a stored record: the version, then every field against `rules`; anything else (an older
 * version, an unknown network or connector, a malformed address, a second entry for a namespace)
 * fails the whole record. Fields it does not know are dropped. Plain checks rather than a schema:
 * this runs before a page's first render, where zod is not loaded; cookieToInitialState checks the
 * cookie with zod, by the same rules.
 */
export function storedConnectionsParser(rules: StoredConnectionRules): StoredValueParser<StoredConnections> {
  return {
    safeParse(value) {
      if (!value || typeof value !== 'object') return { success: false }
      const { version, connections } = value as Record<string, unknown>
      if (version !== STORED_CONNECTIONS_VERSION || !Array.isArray(connections) || connections.length > NAMESPACES.length) return { success: false }
      const parsed: StoredConnection[] = []
      for (const entry of connections as unknown[]) {
        if (!entry || typeof entry !== 'object') return { success: false }
        const { connectorId, caipAddress } = entry as Record<string, unknown>
        if (!isStoredConnectorId(connectorId, rules) || !isStoredCaipAddress(caipAddress, rules)) return { success: false }
        parsed.push({ connectorId, caipAddress })
      }
      if (!hasOneConnectionPerNamespace(parsed)) return { success: false }
      return { success: true, data: { version: STORED_CONNECTIONS_VERSION, connections: parsed } }
    },
  }
}

export function namespaceOf(connection: StoredConnection): ChainNamespace {
  return parseCaipAddress(connection.caipAddress).namespace as ChainNamespace
}

export function storedConnections(connections: StoredConnection[]): StoredConnections {
  return { version: STORED_CONNECTIONS_VERSION, connections }
}

/** Newest first, one per namespace: the order reconnect tries them in. */
export function rememberConnection(list: readonly StoredConnection[], connection: StoredConnection): StoredConnection[] {
  const namespace = namespaceOf(connection)
  return [connection, ...list.filter((entry) => namespaceOf(entry) !== namespace)]
}

export function forgetConnection(list: readonly StoredConnection[], namespace: ChainNamespace): StoredConnection[] {
  return list.filter((entry) => namespaceOf(entry) !== namespace)
}

/**
 * The state a page starts in when connections are remembered: each namespace 'connecting' with the
 * account it had, the newest one active, `reconnecting` until reconnect settles. A reload (or a
 * server render from the cookie) shows the account at once, never a flash of "Connect Wallet".
 */
export function restoringConnectionState(connections: readonly StoredConnection[]): Partial<ConnectionState> {
  const [newest] = connections
  if (!newest) return {}
  const byNamespace: Partial<Record<ChainNamespace, NamespaceConnection>> = {}
  for (const entry of connections) {
    const { address } = parseCaipAddress(entry.caipAddress)
    byNamespace[namespaceOf(entry)] = { status: 'connecting', connectorId: entry.connectorId, accounts: [address], address, caipAddress: entry.caipAddress }
  }
  return { activeNamespace: namespaceOf(newest), reconnecting: true, byNamespace }
}

/** The network the newest remembered connection was on: where a reload starts. */
export function restoringNetwork(connections: readonly StoredConnection[]): CaipNetworkId | undefined {
  const [newest] = connections
  return newest ? parseCaipAddress(newest.caipAddress).caipNetworkId : undefined
}
