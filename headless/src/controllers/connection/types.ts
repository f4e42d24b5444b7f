import type { ConnectionAccount } from '../../adapters/types.js'
import type { CaipAddress } from '../../caip/caipAddress.js'
import type { BaseError } from '../../errors/BaseError.js'
import type { ChainNamespace } from '../../types/chain.js'

/**
 * 'connecting' while the wallet's connect prompt is open or a reload restores a stored connection;
 * 'connected' once the wallet has given an account.
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/**
 * The connection in one chain namespace: its status, the connector behind it, the wallet's accounts
 * (`address` the active one, `caipAddress` that account on the current network) and, after a failed
 * connect, the error. Addresses are written as their namespace writes them (0x… on eip155, base58
 * on solana, bech32 or base58check on bip122).
 */
export type NamespaceConnection = {
  status: ConnectionStatus
  connectorId?: string
  accounts: string[]
  /**
   * The same accounts with what the wallet says of each, where the namespace has more than an
   * address (bip122: `type` payment or ordinal, `publicKey`, `path`; payment first, the default
   * account type). Absent on eip155 and solana, and while a reload restores a stored connection.
   */
  accountDetails?: ConnectionAccount[] | undefined
  address?: string
  caipAddress?: CaipAddress
  /**
   * The account's profile name (SPEC.md's account state): for an embedded-wallet account its first
   * account name (the data API's reverse lookup), set once it answers and when a name is registered.
   * Belongs to `address`: a change of account drops it.
   */
  profileName?: string | undefined
  error?: BaseError
}

/**
 * `client.connection.store`: one connection per namespace and the namespace the app acts in;
 * selectActiveConnection reads the active one.
 */
export type ConnectionState = {
  activeNamespace: ChainNamespace
  /** True while a reload restores a stored connection (status is then 'connecting'). */
  reconnecting: boolean
  byNamespace: Partial<Record<ChainNamespace, NamespaceConnection>>
}

export const disconnectedConnection: NamespaceConnection = { status: 'disconnected', accounts: [] }

/**
 * The active namespace's connection, or a disconnected one (no accounts) when there is none: who is
 * connected, as the UI shows it.
 */
export function selectActiveConnection(state: ConnectionState): NamespaceConnection {
  return state.byNamespace[state.activeNamespace] ?? disconnectedConnection
}

export function connectedNamespaces(state: ConnectionState): ChainNamespace[] {
  return (Object.keys(state.byNamespace) as ChainNamespace[]).filter((namespace) => state.byNamespace[namespace]?.status === 'connected')
}
