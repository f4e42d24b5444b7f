import type { TypedDataDefinition } from 'viem'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Network } from '../networks/types.js'
import type { Address, ChainNamespace, Hex } from '../types/chain.js'
import type { Connector } from './connector.js'

/**
 * What a connect or a reconnect got from the wallet: its accounts (the first is the active one) and
 * the chain it is on, which may be one the app does not list.
 */
export type AdapterConnection = { accounts: Address[]; caipNetworkId: CaipNetworkId }

/**
 * What an adapter tells the connection controller while it watches a wallet: the accounts changed
 * (none means disconnected), the chain changed, the wallet disconnected, or an event could not be
 * read (logged and ignored).
 */
export type AdapterEventHandlers = {
  onAccountsChanged(accounts: Address[]): void
  onNetworkChanged(caipNetworkId: CaipNetworkId): void
  onDisconnect(): void
  onError(error: unknown): void
}

/**
 * How long an adapter waits on the wallet, in ms: `connectTimeoutMs` for calls that prompt the user
 * (connect, switch network, sign, send; 120 s unless createClient says otherwise), `requestTimeoutMs`
 * for those that do not (eth_accounts, eth_chainId; 10 s). Past it the call fails with RequestTimeoutError.
 */
export type AdapterTimeouts = { connectTimeoutMs: number; requestTimeoutMs: number }

/** The account that signs (one of the connection's) and the text it signs. */
export type SignMessageRequest = { address: Address; message: string }

/** A native balance as the chain holds it: `value` in base units (wei), with the currency's decimals and symbol. */
export type Balance = { value: bigint; decimals: number; symbol: string }

/** EIP-712 typed data (viem's shape: domain, types, primaryType, message) and the account that signs it. */
export type SignTypedDataRequest = { address: Address; typedData: TypedDataDefinition }

/** A transaction for the wallet to sign and send, on the network it is on: any call, not only a transfer. */
export type SendTransactionRequest = {
  from: Address
  to: Address
  caipNetworkId: CaipNetworkId
  data?: Hex | undefined
  /** Native currency to send, in base units. */
  value?: bigint | undefined
  /** Left out, the wallet estimates it. */
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  nonce?: number | undefined
}

/** How a receipt is waited for: polled every `pollingIntervalMs` until it has `confirmations`, for at most `timeoutMs`. */
export type WaitForTransactionReceiptRequest = {
  hash: Hex
  pollingIntervalMs: number
  timeoutMs: number
  confirmations: number
  /** Failed polls in a row that are tolerated (the node hiccups). */
  retryCount: number
}

/** A mined transaction: whether it succeeded or reverted, where, and the gas it used. */
export type TransactionReceipt = { transactionHash: Hex; status: 'success' | 'reverted'; blockNumber: bigint; gasUsed: bigint }

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
  signMessage(connector: Connector, request: SignMessageRequest): Promise<Hex>
  /** Asks the wallet to sign EIP-712 typed data (prompts the user). */
  signTypedData(connector: Connector, request: SignTypedDataRequest): Promise<Hex>
  /** Asks the wallet to sign and send a transaction (prompts the user); the hash as soon as the wallet gives it. */
  sendTransaction(connector: Connector, request: SendTransactionRequest): Promise<Hex>
  /** Waits, on the network's own node, until the transaction is mined with enough confirmations. */
  waitForTransactionReceipt(network: Network, request: WaitForTransactionReceiptRequest): Promise<TransactionReceipt>
}
