import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/connector.js'
import type { AdapterOption } from '../../adapters/types.js'
import type { CaipAddress } from '../../caip/caipAddress.js'
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

/**
 * What a stored record is checked against: it may name only what this client could have written.
 * `adapters` are createClient's `adapters` options: each brings its namespace's address form.
 */
export type StoredConnectionRules = {
  networks: readonly Network[]
  walletConnect: boolean
  adapters?: readonly Pick<AdapterOption, 'namespace' | 'storedAddress'>[] | undefined
}

/** EIP-6963 rdns ('io.metamask'), 'injected', 'walletConnect': letters, digits, dots, dashes, underscores. */
const CONNECTOR_ID = /^[A-Za-z0-9][\w.-]{0,254}$/

const EIP155_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The address form a connection of `namespace` can be stored with: eip155's here, another
 * namespace's from its `adapters` option (`storedAddress`), so that an app without that namespace
 * carries none of its rules; a namespace without one is refused.
 */
const addressForm = (namespace: string, rules: StoredConnectionRules): RegExp | undefined =>
  namespace === 'eip155' ? EIP155_ADDRESS : rules.adapters?.find((option) => option.namespace === namespace)?.storedAddress

/** One per namespace at most: eip155, solana, bip122. */
export const MAX_STORED_CONNECTIONS = 3

/** An rdns-like id; WalletConnect's only when the client is configured with it. */
export const isStoredConnectorId = (value: unknown, rules: StoredConnectionRules): value is string =>
  typeof value === 'string' && CONNECTOR_ID.test(value) && (value !== WALLET_CONNECT_CONNECTOR_ID || rules.walletConnect)

/** A CAIP-10 account on one of the client's networks, with an address of that namespace's form. */
export function isStoredCaipAddress(value: unknown, rules: StoredConnectionRules): value is CaipAddress {
  if (typeof value !== 'string') return false
  const [namespace = '', reference, address = '', ...rest] = value.split(':')
  return (
    rest.length === 0 &&
    addressForm(namespace, rules)?.test(address) === true &&
    rules.networks.some((network) => network.caipNetworkId === `${namespace}:${reference}`)
  )
}

export const namespaceOf = (connection: StoredConnection) => connection.caipAddress.split(':')[0] as ChainNamespace

export const hasOneConnectionPerNamespace = (connections: readonly StoredConnection[]) => new Set(connections.map(namespaceOf)).size === connections.length

/**
 * Reads a stored record: the version, then every field against `rules`; anything else (an older
 * version, an unknown network or connector, a malformed address, two entries for a namespace)
 * fails the whole record. Fields it does not know are dropped. Plain checks rather than a schema:
 * this runs before a page's first render, where zod is not loaded; cookieToInitialState checks the
 * cookie with zod, by these same rules.
 */
export function storedConnectionsParser(rules: StoredConnectionRules): StoredValueParser<StoredConnections> {
  return {
    safeParse(value) {
      const { version, connections } = (value ?? {}) as Record<string, unknown>
      const parsed =
        version === STORED_CONNECTIONS_VERSION && Array.isArray(connections) && connections.length <= MAX_STORED_CONNECTIONS
          ? connections.map((entry: unknown) => {
              const { connectorId, caipAddress } = (entry ?? {}) as Record<string, unknown>
              return isStoredConnectorId(connectorId, rules) && isStoredCaipAddress(caipAddress, rules) ? { connectorId, caipAddress } : undefined
            })
          : [undefined]
      return parsed.every((entry) => entry !== undefined) && hasOneConnectionPerNamespace(parsed)
        ? { success: true, data: storedConnections(parsed) }
        : { success: false }
    },
  }
}

export const storedConnections = (connections: StoredConnection[]): StoredConnections => ({ version: STORED_CONNECTIONS_VERSION, connections })

/** Newest first, one per namespace: the order reconnect tries them in. */
export const rememberConnection = (list: readonly StoredConnection[], connection: StoredConnection): StoredConnection[] => [
  connection,
  ...forgetConnection(list, namespaceOf(connection)),
]

export const forgetConnection = (list: readonly StoredConnection[], namespace: ChainNamespace): StoredConnection[] =>
  list.filter((entry) => namespaceOf(entry) !== namespace)

/**
 * The state a page starts in when connections are remembered: each namespace 'connecting' with the
 * account it had, the newest one active, `reconnecting` until reconnect settles. A reload (or a
 * server render from the cookie) shows the account at once, never a flash of "Connect Wallet".
 */
export function restoringConnectionState(connections: readonly StoredConnection[]): Partial<ConnectionState> {
  if (!connections[0]) return {}
  const byNamespace: Partial<Record<ChainNamespace, NamespaceConnection>> = {}
  for (const { connectorId, caipAddress } of connections) {
    const address = caipAddress.split(':')[2]!
    byNamespace[namespaceOf({ connectorId, caipAddress })] = { status: 'connecting', connectorId, accounts: [address], address, caipAddress }
  }
  return { activeNamespace: namespaceOf(connections[0]), reconnecting: true, byNamespace }
}
