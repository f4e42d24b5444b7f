import type { ChainNamespace } from '../types/chain.js'
import type { Eip1193Provider } from './eip1193.js'

/** docs/entities.md connector types. */
export type ConnectorType = 'AUTH' | 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'WALLET_CONNECT'

export type Connector = {
  /** The wallet's rdns for EIP-6963 wallets; 'injected' for a legacy window.ethereum. */
  id: string
  type: ConnectorType
  name: string
  /** Only URLs that keep safeImageUrl's rules ever get here. */
  imageUrl?: string
  rdns?: string
  chain: ChainNamespace
  provider: Eip1193Provider
}

/** The WalletConnect connector's id (it exists only when the client is given the walletConnect option). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
