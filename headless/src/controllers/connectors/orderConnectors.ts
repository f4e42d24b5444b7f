import type { Connector, ConnectorType } from '../../adapters/connector.js'
import type { ChainNamespace } from '../../types/chain.js'
import { isExcluded } from './isExcluded.js'
import type { RecentWallet } from './recentWallets.js'
import { MAX_RECENT_WALLETS } from './recentWallets.js'

/** docs/views.md: walletConnect, recent, injected, featured, custom, external, recommended. */
export const CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

/**
 * The section of the Connect view a connector is listed in; the sections show in this order:
 * walletConnect, recent, injected, featured, custom, external, recommended.
 */
export type ConnectorSection = (typeof CONNECTOR_TYPE_ORDER)[number]

/**
 * One wallet of the Connect view and the section it is listed in (a recent wallet is lifted out of
 * its type's section). A wallet that speaks several namespaces (an EIP-6963 and a wallet-standard
 * side with the same name, as Phantom has) is one entry: `connectors` holds each side, one per
 * namespace, and `connector` is the one to connect, the active namespace's when the wallet has it.
 */
export type ListedConnector = {
  /** What choosing the wallet connects: its connector of the active namespace, else its first. */
  connector: Connector
  section: ConnectorSection
  /** Every side of the wallet, at most one per namespace, in discovery order (EIP-6963 first). */
  connectors: Connector[]
}

/** Which wallets orderConnectors lists, beyond recency and exclusion. */
export type OrderConnectorsContext = {
  /** The namespaces the app has networks in: a connector of another namespace is left out. All, when not given. */
  namespaces?: readonly ChainNamespace[] | undefined
  /** The active network's namespace: a wallet with a connector there connects that one. */
  activeNamespace?: ChainNamespace | undefined
}

const sectionOfType: Record<ConnectorType, ConnectorSection> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  AUTH: 'custom',
  MULTI_CHAIN: 'external',
  EXTERNAL: 'external',
}

/**
 * The connectors joined into wallets: a connector joins the first wallet with the same name (case
 * and outer spaces ignored) that has no connector of its namespace yet, else starts a wallet.
 * WalletConnect's connectors (one per namespace, one session) join only each other: WalletConnect
 * is a way to connect, not a wallet.
 */
function groupByWallet(connectors: readonly Connector[]): Connector[][] {
  const wallets: Connector[][] = []
  const key = (connector: Connector) => `${connector.type === 'WALLET_CONNECT'}${connector.name.trim().toLowerCase()}`
  for (const connector of connectors) {
    const joinable = (wallet: Connector[]) => wallet.every((side) => side.chain !== connector.chain && key(side) === key(connector))
    const wallet = wallets.find(joinable)
    if (wallet) wallet.push(connector)
    else wallets.push([connector])
  }
  return wallets
}

/**
 * The Connect view's list: connectors of namespaces the app has no network in dropped, the sides of
 * one wallet joined (one entry per wallet), excluded wallets dropped (a wallet is excluded when any
 * of its sides is, by id, rdns or name), recent ones (max 2, newest first) lifted out, the rest by
 * type; within a section, wallets keep their discovery order.
 */
export function orderConnectors(
  connectors: readonly Connector[],
  recent: readonly RecentWallet[],
  excluded: readonly string[],
  context: OrderConnectorsContext = {},
): ListedConnector[] {
  const { namespaces, activeNamespace } = context
  const served = namespaces ? connectors.filter((connector) => namespaces.includes(connector.chain)) : connectors
  const wallets = groupByWallet(served).filter((sides) => !sides.some((side) => isExcluded(side, excluded)))
  const recentIds = recent.slice(0, MAX_RECENT_WALLETS).map((wallet) => wallet.id)
  const recency = (sides: readonly Connector[]) => {
    const ranks = sides.map((side) => recentIds.indexOf(side.id)).filter((rank) => rank >= 0)
    return ranks.length > 0 ? Math.min(...ranks) : -1
  }
  const listed = wallets.map((sides) => {
    const first = sides[0]!
    const connector = sides.find((side) => side.chain === activeNamespace) ?? first
    const recentRank = recency(sides)
    const section: ConnectorSection = recentRank >= 0 ? 'recent' : sectionOfType[first.type]
    return {
      entry: { connector, section, connectors: sides } satisfies ListedConnector,
      rank: CONNECTOR_TYPE_ORDER.indexOf(section) * 1_000 + Math.max(recentRank, 0),
    }
  })
  // Array.prototype.sort is stable: within a section, wallets keep their discovery order.
  return listed.sort((a, b) => a.rank - b.rank).map(({ entry }) => entry)
}
