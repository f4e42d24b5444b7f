import type { ChainAdapter, TransactionReceipt } from '../../adapters/types.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { AdapterNotFoundError } from '../../errors/adapter.js'
import { ChainMismatchError, ConnectorNotConnectedError } from '../../errors/connection.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import { RECEIPT_CONFIRMATIONS, RECEIPT_RETRY_COUNT, RECEIPT_TIMEOUT_MS } from '../../adapters/receiptDefaults.js'
import type { Address, ChainNamespace, Hex } from '../../types/chain.js'
import type { ConnectionController } from '../connection/createConnectionController.js'
import type { NetworkController } from '../network/createNetworkController.js'
import { pollingInterval } from '../send/pollingInterval.js'
import type { FeeOverrides, SendOptions } from '../send/types.js'

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

export type TransactionController = {
  /** Asks the connected wallet to sign and send `parameters`; the hash as soon as the wallet returns it. */
  sendTransaction(parameters: SendTransactionParameters): Promise<Hex>
  /** The receipt of `hash`, read from the network's own node once it has enough confirmations. */
  waitForTransactionReceipt(parameters: WaitForTransactionReceiptParameters): Promise<TransactionReceipt>
}

export type TransactionPorts = {
  connection: Pick<ConnectionController, 'activeConnector' | 'signer'>
  network: Pick<NetworkController, 'store' | 'find'>
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  options: Pick<SendOptions, 'receiptTimeoutMs' | 'confirmations'>
}

export function createTransactionController(ports: TransactionPorts): TransactionController {
  const networkOf = (caipNetworkId: CaipNetworkId | undefined) => {
    const id = caipNetworkId ?? ports.network.store.get().activeCaipNetworkId
    const network = ports.network.find(id)
    if (!network) throw new NetworkNotFoundError(id)
    const adapter = ports.adapters[network.chainNamespace]
    if (!adapter) throw new AdapterNotFoundError(network.chainNamespace)
    return { network, adapter }
  }

  return {
    async sendTransaction({ to, data, value, gas, nonce, account, caipNetworkId, gasPrice, maxFeePerGas, maxPriorityFeePerGas }) {
      const connector = ports.connection.activeConnector()
      if (!connector) throw new ConnectorNotConnectedError()
      const from = ports.connection.signer(account)
      const active = ports.network.store.get().activeCaipNetworkId
      if (caipNetworkId !== undefined && caipNetworkId !== active) throw new ChainMismatchError(caipNetworkId, active)
      const { network, adapter } = networkOf(active)
      // The address and fee checks (and their EIP-55 hashing) load with the first call, not with the page.
      const { checkFeeRequest } = await import('../send/feeChecks.js')
      checkFeeRequest({ from, to, gasPrice, maxFeePerGas, maxPriorityFeePerGas })
      return adapter.sendTransaction(connector, {
        from,
        to,
        caipNetworkId: network.caipNetworkId,
        data,
        value,
        gas,
        nonce,
        gasPrice,
        maxFeePerGas,
        maxPriorityFeePerGas,
      })
    },

    async waitForTransactionReceipt({ hash, caipNetworkId, confirmations, timeoutMs, retryCount, pollingIntervalMs }) {
      const { network, adapter } = networkOf(caipNetworkId)
      return adapter.waitForTransactionReceipt(network, {
        hash,
        pollingIntervalMs: pollingIntervalMs ?? pollingInterval(network.blockTime),
        timeoutMs: timeoutMs ?? ports.options.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
        confirmations: confirmations ?? ports.options.confirmations ?? RECEIPT_CONFIRMATIONS,
        retryCount: retryCount ?? RECEIPT_RETRY_COUNT,
      })
    },
  }
}
