import { sendEip155Transaction } from '../../adapters/eip155/sendTransaction.js'
import { waitForReceipt } from '../../adapters/eip155/waitForReceipt.js'
import { ConnectorNotConnectedError } from '../../errors/connection.js'
import { TransactionRevertedError } from '../../errors/transaction.js'
import { pollingInterval } from './pollingInterval.js'
import { prepareSend, type SendInput, type SendPorts } from './prepareSend.js'
import type { SendPreview, SendResult } from './types.js'

/** The preview alone: what the user is about to confirm, nothing asked of the wallet. */
export async function previewTransfer(ports: SendPorts, input: SendInput): Promise<SendPreview> {
  return (await prepareSend(ports, input)).preview
}

/**
 * Prepares, asks the connected wallet to send, and waits for the receipt (SPEC §9: 180 s, 6
 * retries, 1 confirmation, polling at half the block time). A reverted receipt is an error: the
 * fee is spent but nothing moved, and the user must not see a success.
 */
export async function sendTransfer(ports: SendPorts, input: SendInput): Promise<SendResult> {
  const { preview, network, rpc } = await prepareSend(ports, input)
  const connector = ports.connection.activeConnector()
  if (!connector) throw new ConnectorNotConnectedError()
  const hash = await sendEip155Transaction(connector.provider, preview.request, ports.timeouts.connectTimeoutMs)
  const receipt = await waitForReceipt(rpc, {
    hash,
    pollingIntervalMs: pollingInterval(network.blockTime),
    timeoutMs: ports.options.receiptTimeoutMs,
    confirmations: ports.options.confirmations,
  })
  if (receipt.status === 'reverted') throw new TransactionRevertedError(hash)
  const { from, receiver, token, caipNetworkId, value } = preview
  return { hash, from, receiver, token, caipNetworkId, value, blockNumber: receipt.blockNumber, gasUsed: receipt.gasUsed }
}
