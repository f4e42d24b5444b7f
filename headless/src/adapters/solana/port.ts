/*
 * The headless port of SOLANA-PLAN.md (issue 15), copied here so the Solana adapter compiles on its
 * own while the integrator lands the same types in adapters/types.ts and adapters/connector.ts.
 * Temporary: merging points the imports at those files and deletes this one.
 */
import type { Wallet } from '@wallet-standard/base'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { Network } from '../../networks/types.js'
import type { Logger } from '../../storage/types.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { ConnectorType } from '../connector.js'
import type { Eip1193Provider } from '../eip1193.js'
import type { AdapterTimeouts, Balance } from '../types.js'

type ConnectorFields = { id: string; type: ConnectorType; name: string; imageUrl?: string; rdns?: string }
export type Eip155Connector = ConnectorFields & { chain: 'eip155'; provider: Eip1193Provider }
/** A wallet-standard wallet (`Wallet` of @wallet-standard/base) for one namespace. */
export type WalletStandardConnector = ConnectorFields & { chain: 'solana' | 'bip122'; provider: Wallet }
export type Connector = Eip155Connector | WalletStandardConnector

export type AdapterConnection = { accounts: string[]; caipNetworkId: CaipNetworkId }
export type AdapterEventHandlers = {
  onAccountsChanged(accounts: string[]): void
  onNetworkChanged(id: CaipNetworkId): void
  onDisconnect(): void
  onError(e: unknown): void
}
export type SignMessageRequest = { address: string; message: string }
export type AddressCheck = 'valid' | 'invalid' | 'bad-checksum'

export type ChainAdapter = {
  namespace: ChainNamespace
  connect(connector: Connector, network: Network): Promise<AdapterConnection>
  reconnect(connector: Connector, network: Network): Promise<AdapterConnection | undefined>
  disconnect(connector: Connector): Promise<void>
  switchNetwork(connector: Connector, network: Network): Promise<void>
  watch(connector: Connector, handlers: AdapterEventHandlers): () => void
  getBalance(network: Network, address: string): Promise<Balance>
  signMessage(connector: Connector, request: SignMessageRequest): Promise<string>
  signIn?(connector: Connector, input: SignInInput): Promise<SignInOutput>
  checkAddress(address: string): AddressCheck
  loadTransfer(): Promise<TransferPort>
}

export type SignInInput = {
  address: string
  domain: string
  uri: string
  version: '1'
  chainId: CaipNetworkId
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
  statement?: string
}
export type SignInOutput = { address: string; message: string; signature: string }

// Copies of controllers/send/types.ts shapes (adapters may not import controllers).
export type SendToken = {
  symbol: string
  decimals: number
  chainId: string
  address?: string | undefined
  name?: string | undefined
  iconUrl?: string | undefined
}
export type FeeOverrides = { gasPrice?: bigint | undefined; maxFeePerGas?: bigint | undefined; maxPriorityFeePerGas?: bigint | undefined }
export type SendOptions = {
  usdtStyleTokens?: readonly string[] | undefined
  baseFeeMultiplier?: number | undefined
  receiptTimeoutMs?: number | undefined
  confirmations?: number | undefined
}
/** The common part of a send's preview; each namespace adds its extras. */
export type SendPreview = {
  from: string
  receiver: string
  token: SendToken
  caipNetworkId: string
  value: bigint
  fee: bigint
  feeFormatted: string
  feeSymbol: string
}

export type TransferRequest = {
  network: Network
  from: string
  receiver: string
  token: SendToken
  value: bigint
  contract: string | undefined
  fees?: FeeOverrides
  options: SendOptions
  timeouts: AdapterTimeouts
}
export type TransferPort = {
  prepare(request: TransferRequest): Promise<PreparedTransfer>
}
export type PreparedTransfer = {
  preview: SendPreview
  submit(connector: Connector): Promise<{ hash: string; confirm(): Promise<{ blockNumber?: bigint; gasUsed?: bigint }> }>
}

export type AdapterOption = { namespace: ChainNamespace; setup(context: AdapterSetupContext): AdapterSetup }
export type AdapterSetupContext = { networks: readonly Network[]; timeouts: AdapterTimeouts; logger: Logger }
export type AdapterSetup = { adapter: ChainAdapter; discover(target: Window, onChange: (connectors: Connector[]) => void): () => void }
