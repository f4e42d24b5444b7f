import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Network } from '../networks/types.js'
import type { ChainNamespace } from '../types/chain.js'
import type { Connector } from './connector.js'

export type AdapterConnection = { accounts: string[]; caipNetworkId: CaipNetworkId }

export type AdapterEventHandlers = {
  onAccountsChanged(accounts: string[]): void
  onNetworkChanged(caipNetworkId: CaipNetworkId): void
  onDisconnect(): void
  onError(error: unknown): void
}

export type AdapterTimeouts = { connectTimeoutMs: number; requestTimeoutMs: number }

/** The account that signs (one of the connection's) and the text it signs. */
export type SignMessageRequest = { address: string; message: string }

export type Balance = { value: bigint; decimals: number; symbol: string }

/** One per chain namespace; the controllers only ever talk to wallets through this. */
export type ChainAdapter = {
  namespace: ChainNamespace
  /** Asks the wallet for accounts (prompts the user). */
  connect(connector: Connector): Promise<AdapterConnection>
  /** Reads an existing authorisation without prompting; undefined when there is none. */
  reconnect(connector: Connector): Promise<AdapterConnection | undefined>
  disconnect(connector: Connector): Promise<void>
  switchNetwork(connector: Connector, network: Network): Promise<void>
  watch(connector: Connector, handlers: AdapterEventHandlers): () => void
  getBalance(network: Network, address: string): Promise<Balance>
  /** Asks the wallet to sign `message` with `address` (prompts the user); the signature as the chain encodes it. */
  signMessage(connector: Connector, request: SignMessageRequest): Promise<string>
}
