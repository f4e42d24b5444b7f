import type { Network } from '../../networks/types.js'
import type { TransactionReceipt, WaitForTransactionReceiptRequest } from '../types.js'

/** Polls the network's own node (not the wallet) for the receipt; the polling code loads with the first wait. */
export async function waitForEip155Receipt(network: Network, request: WaitForTransactionReceiptRequest): Promise<TransactionReceipt> {
  const [{ waitForReceipt }, { networkRpc }] = await Promise.all([import('./waitForReceipt.js'), import('./networkRpc.js')])
  return waitForReceipt(networkRpc(network), request)
}
