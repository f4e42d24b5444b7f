import type { ChainNamespace } from '../types/chain.js'
import type { Eip1193Provider } from './eip1193.js'

/**
 * How a connector came to be, which sets its section in the Connect view: 'ANNOUNCED' (EIP-6963),
 * 'INJECTED' (a legacy window.ethereum), 'WALLET_CONNECT'. Berth creates no 'AUTH', 'EXTERNAL' or
 * 'MULTI_CHAIN' connector yet; the Connect view already has their sections (custom, external).
 */
export type ConnectorType = 'AUTH' | 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'WALLET_CONNECT'

/**
 * A wallet the visitor can connect with: one found by discovery (an EIP-6963 announcement, or a
 * legacy window.ethereum when nothing announces) or WalletConnect's. `client.connectors.store` lists
 * them; `client.connection.connect(id)` takes the `id`.
 */
export type Connector = {
  /** The wallet's rdns for EIP-6963 wallets; 'injected' for a legacy window.ethereum. */
  id: string
  type: ConnectorType
  /** The name to show: the announced name as plain text ('Browser Wallet' for a legacy window.ethereum). */
  name: string
  /** Only URLs that keep safeImageUrl's rules ever get here. */
  imageUrl?: string
  /** The EIP-6963 reverse-DNS id (`io.metamask`), which matches the wallet listing's entries. */
  rdns?: string
  /** The namespace it connects in, which picks the adapter. */
  chain: ChainNamespace
  /** The wallet's EIP-1193 provider, which the adapter calls. */
  provider: Eip1193Provider
}

/** The WalletConnect connector's id (it exists only when the client is given the walletConnect option). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
