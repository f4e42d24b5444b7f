import type { Connector, ConnectorType } from '../../adapters/connector.js'
import type { RecentWallet } from './recentWallets.js'
import { MAX_RECENT_WALLETS } from './recentWallets.js'

/** docs/views.md: walletConnect, recent, injected, featured, custom, external, recommended. */
export const CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

/**
 * The section of the Connect view a connector is listed in; the sections show in this order:
 * walletConnect, recent, injected, featured, custom, external, recommended.
 */
export type ConnectorSection = (typeof CONNECTOR_TYPE_ORDER)[number]

/** A connector and the Connect view's section it is listed in (a recent wallet is lifted out of its type's section). */
export type ListedConnector = { connector: Connector; section: ConnectorSection }

const sectionOfType: Record<ConnectorType, ConnectorSection> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  AUTH: 'custom',
  MULTI_CHAIN: 'external',
  EXTERNAL: 'external',
}

export function isExcluded(connector: Pick<Connector, 'id' | 'name' | 'rdns'>, excluded: readonly string[]): boolean {
  const keys = new Set(excluded.map((value) => value.toLowerCase()))
  return [connector.id, connector.rdns, connector.name].some((value) => value !== undefined && keys.has(value.toLowerCase()))
}

/** The Connect view's list: excluded wallets dropped, recent ones (max 2, newest first) lifted out, the rest by type. */
export function orderConnectors(connectors: readonly Connector[], recent: readonly RecentWallet[], excluded: readonly string[]): ListedConnector[] {
  const visible = connectors.filter((connector) => !isExcluded(connector, excluded))
  const recentIds = recent.slice(0, MAX_RECENT_WALLETS).map((wallet) => wallet.id)
  const listed: ListedConnector[] = visible.map((connector) => ({
    connector,
    section: recentIds.includes(connector.id) ? 'recent' : sectionOfType[connector.type],
  }))
  const rank = (entry: ListedConnector) =>
    CONNECTOR_TYPE_ORDER.indexOf(entry.section) * 1_000 + (entry.section === 'recent' ? recentIds.indexOf(entry.connector.id) : 0)
  // Array.prototype.sort is stable: within a section, wallets keep their announcement order.
  return listed.sort((a, b) => rank(a) - rank(b))
}
