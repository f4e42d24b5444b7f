import type { TypedDataDefinition } from 'viem'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Network } from '../networks/types.js'
import type { Logger } from '../storage/types.js'
import type { Address, ChainNamespace, Hex } from '../types/chain.js'
import type { FeeOverrides, SendOptions, SendPreview, SendToken } from '../types/send.js'
import type { Connector } from './connector.js'
import type { DiscoveryTarget } from './discovery/eip6963.js'
import type { WalletConnectSetup } from './walletconnect/types.js'

/**
 * One of a connection's accounts as its wallet describes it (SPEC.md: "accounts (address; for
 * Bitcoin an optional type payment or ordinal, publicKey, path)"): `type` 'payment' (the default
 * account type) or 'ordinal', `publicKey` in hex (33-byte compressed for payment, 32-byte x-only
 * for ordinal), `path` its derivation path, each only where the wallet gives it.
 */
export type ConnectionAccount = { address: string; type?: 'payment' | 'ordinal' | undefined; publicKey?: string | undefined; path?: string | undefined }

/**
 * What a connect or a reconnect got from the wallet: its accounts (the first is the active one) and
 * the chain it is on, which may be one the app does not list. `accountDetails` describes the same
 * accounts, in the same order, where the namespace has more than an address (bip122).
 */
export type AdapterConnection = { accounts: string[]; caipNetworkId: CaipNetworkId; accountDetails?: ConnectionAccount[] | undefined }

/**
 * What an adapter tells the connection controller while it watches a wallet: the accounts changed
 * (none means disconnected), the chain changed, the wallet disconnected, or an event could not be
 * read (logged and ignored).
 */
export type AdapterEventHandlers = {
  /** `details` describes the same accounts, in the same order, where the namespace has more than an address (bip122). */
  onAccountsChanged(accounts: string[], details?: ConnectionAccount[]): void
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

/** The account that signs (one of the connection's, as its namespace writes addresses) and the text it signs. */
export type SignMessageRequest = { address: string; message: string }

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

/** What a namespace makes of a typed receiver: an account of its own, not one, or (eip155) mixed case that is not its EIP-55 checksum. */
export type AddressCheck = 'valid' | 'invalid' | 'bad-checksum'

/** The CAIP-122 fields a wallet that signs in by itself (`solana:signIn`) writes its message from. */
export type SignInInput = {
  address: string
  domain: string
  uri: string
  version: '1'
  chainId: CaipNetworkId
  nonce: string
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
  statement?: string | undefined
}

/** What such a wallet signed: the exact text and its signature as the namespace writes it. */
export type SignInOutput = { address: string; message: string; signature: string }

/** A checked transfer for the namespace's transfer code to price and send. */
export type TransferRequest = {
  network: Network
  from: string
  receiver: string
  token: SendToken
  /** In the token's base units, already checked against the form's rules. */
  value: bigint
  /** The token's contract (eip155) or mint (solana); undefined for the native currency. */
  contract: string | undefined
  fees?: FeeOverrides | undefined
  options: SendOptions
  timeouts: AdapterTimeouts
}

/** A transfer the wallet signed and sent: its hash (or signature), and its confirmation to come. */
export type SentTransfer = { hash: string; confirm(): Promise<{ blockNumber?: bigint | undefined; gasUsed?: bigint | undefined }> }

/** A transfer read, built and priced, for the user to confirm; `submit` asks the wallet. */
export type PreparedTransfer = { preview: SendPreview; submit(connector: Connector): Promise<SentTransfer> }

/** A namespace's send code, loaded with the first preview or send. */
export type TransferPort = {
  /** Reads the balance, builds and prices the transfer (throws InvalidSendError, TransferWouldFailError); nothing is asked of the wallet. */
  prepare(request: TransferRequest): Promise<PreparedTransfer>
}

/** One per chain namespace; the controllers only ever talk to wallets and chains through this. */
export type ChainAdapter = {
  namespace: ChainNamespace
  /** Asks the wallet for accounts (prompts the user); `network` is the app's network to connect on in this namespace. */
  connect(connector: Connector, network: Network): Promise<AdapterConnection>
  /** Reads an existing authorisation without prompting; undefined when there is none. */
  reconnect(connector: Connector, network: Network): Promise<AdapterConnection | undefined>
  disconnect(connector: Connector): Promise<void>
  switchNetwork(connector: Connector, network: Network): Promise<void>
  watch(connector: Connector, handlers: AdapterEventHandlers): () => void
  getBalance(network: Network, address: string): Promise<Balance>
  /** Asks the wallet to sign `message` with `address` (prompts the user); the signature as the namespace writes it (0x-hex, base58). */
  signMessage(connector: Connector, request: SignMessageRequest): Promise<string>
  /** Sign-in where the wallet writes the message itself (`solana:signIn`); absent when the namespace or wallet has none. */
  signIn?(connector: Connector, input: SignInInput): Promise<SignInOutput>
  /**
   * Whether a typed receiver is an account of this namespace; synchronous, for a form that checks as
   * the user types. eip155's adapter leaves it out: validateSend carries the EIP-55 rule itself, so
   * viem's checksum code stays out of the page's first load. `network` narrows the rule to one
   * network where a namespace's addresses differ by network (bip122: `bc1…` is not a regtest
   * address); without it, an address of any of the app's networks of the namespace is valid.
   */
  checkAddress?(address: string, network?: Pick<Network, 'caipNetworkId'>): AddressCheck
  /** The namespace's send code (never in the page's first load). */
  loadTransfer(): Promise<TransferPort>
  /** Asks the wallet to sign EIP-712 typed data (prompts the user). eip155 only. */
  signTypedData?(connector: Connector, request: SignTypedDataRequest): Promise<Hex>
  /** Asks the wallet to sign and send a transaction (prompts the user); the hash as soon as the wallet gives it. eip155 only. */
  sendTransaction?(connector: Connector, request: SendTransactionRequest): Promise<Hex>
  /** Waits, on the network's own node, until the transaction is mined with enough confirmations. eip155 only. */
  waitForTransactionReceipt?(network: Network, request: WaitForTransactionReceiptRequest): Promise<TransactionReceipt>
}

/** What a wallet's own adapter serves when it is routed beside a namespace's (WalletConnect's): the chain's rules and the send's code stay with the namespace. */
export type WalletAdapter = Omit<ChainAdapter, 'checkAddress' | 'loadTransfer'>

/**
 * What an `adapters` option's setup is handed by createClient; `walletConnect`, the walletConnect
 * option's connector and adapter when the client has it (bitcoin() adds WalletConnect's bip122 side).
 */
export type AdapterSetupContext = { networks: readonly Network[]; timeouts: AdapterTimeouts; logger: Logger; walletConnect?: WalletConnectSetup | undefined }

/** A namespace's adapter and its wallet discovery (`discover` reports the whole list on each change; returns the stop function). */
export type AdapterSetup = {
  adapter: ChainAdapter
  discover(target: DiscoveryTarget, onChange: (connectors: Connector[]) => void): () => void
}

/**
 * An entry of createClient's `adapters` option: `solana()` from `@berth/headless/solana`, `bitcoin()`
 * from `@berth/headless/bip122`. `storedAddress` is the form of the namespace's addresses a
 * remembered connection (storage, the connection cookie) may hold: read before the page's first
 * render, it comes with the option so that an app without the namespace carries none of its rules.
 */
export type AdapterOption = { namespace: Exclude<ChainNamespace, 'eip155'>; storedAddress?: RegExp; setup(context: AdapterSetupContext): AdapterSetup }
