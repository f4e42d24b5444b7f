import type { ChainAdapter } from '../../adapters/types.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { Address, ChainNamespace, Hex } from '../../types/chain.js'
import type { ConnectionController } from '../connection/createConnectionController.js'
import type { NetworkController } from '../network/createNetworkController.js'
import type { FeeOverrides, SendOptions } from '../../types/send.js'

/** What the transaction actions use of the client: the connection, the networks, the adapters and the `send` option. A Client is one. */
export type TransactionPorts = {
  connection: Pick<ConnectionController, 'activeConnector' | 'signer'>
  network: Pick<NetworkController, 'store' | 'find'>
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  options: { send?: Pick<SendOptions, 'receiptTimeoutMs' | 'confirmations'> | undefined }
}

/** Any call through the connected wallet: a contract call, a deployment's data, a plain transfer. */
export type SendTransactionParameters = FeeOverrides & {
  /** The contract or account called. */
  to: Address
  /** ABI-encoded call data (viem's encodeFunctionData). */
  data?: Hex | undefined
  /** Native currency sent with the call, in base units (wei). */
  value?: bigint | undefined
  /** Left out, the wallet estimates it. */
  gas?: bigint | undefined
  nonce?: number | undefined
  /** Which of the connection's accounts sends; the active one when left out. */
  account?: Address | undefined
  /** The network the call is meant for; refused when the wallet is elsewhere. The active network when left out. */
  caipNetworkId?: CaipNetworkId | undefined
}

/** Which transaction, on which network, and how long and how sure to wait. */
export type WaitForTransactionReceiptParameters = {
  hash: Hex
  /** The active network when left out. */
  caipNetworkId?: CaipNetworkId | undefined
  /** Blocks on top of (and including) the transaction's; 1 unless the client's `send.confirmations` says otherwise. */
  confirmations?: number | undefined
  /** 180 s unless the client's `send.receiptTimeoutMs` says otherwise. */
  timeoutMs?: number | undefined
  /** Failed polls in a row that are tolerated before the node's error is thrown; 6 by default. */
  retryCount?: number | undefined
  /** Half the network's block time (clamped to 0.5..4 s) unless set. */
  pollingIntervalMs?: number | undefined
}
