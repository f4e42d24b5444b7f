import { RECEIPT_CONFIRMATIONS, RECEIPT_RETRY_COUNT, RECEIPT_TIMEOUT_MS } from '../../adapters/receiptDefaults.js'
import type { TransactionReceipt } from '../../adapters/types.js'
import { pollingInterval } from '../../adapters/pollingInterval.js'
import { transactionAdapter } from './networkAdapter.js'
import type { TransactionPorts, WaitForTransactionReceiptParameters } from './types.js'

/**
 * The receipt of `hash`, read from its network's own node once it has enough confirmations: 180 s
 * at most, 6 failed polls tolerated, 1 confirmation, polled at half the block time, unless set
 * here or in the client's `send` option. A reverted transaction is a receipt with status
 * 'reverted'.
 */
export function waitForTransactionReceipt(ports: TransactionPorts, parameters: WaitForTransactionReceiptParameters): Promise<TransactionReceipt> {
  const { hash, caipNetworkId, confirmations, timeoutMs, retryCount, pollingIntervalMs } = parameters
  const { network, adapter } = transactionAdapter(ports, caipNetworkId)
  const options = ports.options.send ?? {}
  return adapter.waitForTransactionReceipt(network, {
    hash,
    pollingIntervalMs: pollingIntervalMs ?? pollingInterval(network.blockTime),
    timeoutMs: timeoutMs ?? options.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
    confirmations: confirmations ?? options.confirmations ?? RECEIPT_CONFIRMATIONS,
    retryCount: retryCount ?? RECEIPT_RETRY_COUNT,
  })
}
