import type { Network } from '../../networks/types.js'
import type { TransactionReceipt, WaitForTransactionReceiptRequest } from '../types.js'
import { networkRpc } from './networkRpc.js'
import { waitForReceipt } from './waitForReceipt.js'

/** Polls the network's own node (not the wallet) for the receipt. */
export function waitForEip155Receipt(network: Network, request: WaitForTransactionReceiptRequest): Promise<TransactionReceipt> {
  return waitForReceipt(networkRpc(network), request)
}
