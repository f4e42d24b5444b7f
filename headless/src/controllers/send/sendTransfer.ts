import { sendEip155Transaction } from '../../adapters/eip155/sendTransaction.js'
import { waitForReceipt } from '../../adapters/eip155/waitForReceipt.js'
import { ConnectorNotConnectedError } from '../../errors/connection.js'
import { TransactionRevertedError } from '../../errors/transaction.js'
import { pollingInterval } from './pollingInterval.js'
import { prepareSend, type SendInput, type SendPorts } from './prepareSend.js'
import type { SendPreview, SendResult, SubmittedSend } from './types.js'

/** The preview alone: what the user is about to confirm, nothing asked of the wallet. */
export async function previewTransfer(ports: SendPorts, input: SendInput): Promise<SendPreview> {
  return (await prepareSend(ports, input)).preview
}

/** A transfer the wallet has signed and sent: what it sends and its hash now, its confirmation when `confirm()` settles. */
export type SubmittedTransfer = { sent: Omit<SubmittedSend, 'receipt'>; confirm(): Promise<SendResult> }

/**
 * Prepares and asks the connected wallet to send; resolves as soon as the wallet returns the
 * hash. `confirm()` then waits for the receipt (180 s, 6 failed polls tolerated, 1 confirmation,
 * polling at half the block time). A reverted receipt is an error: the fee is spent but nothing
 * moved, and the user must not see a success.
 */
export async function submitTransfer(ports: SendPorts, input: SendInput): Promise<SubmittedTransfer> {
  const { preview, network, rpc } = await prepareSend(ports, input)
  const connector = ports.connection.activeConnector()
  if (!connector) throw new ConnectorNotConnectedError()
  const hash = await sendEip155Transaction(connector.provider, preview.request, ports.timeouts.connectTimeoutMs)
  const confirm = async (): Promise<SendResult> => {
    const receipt = await waitForReceipt(rpc, {
      hash,
      pollingIntervalMs: pollingInterval(network.blockTime),
      timeoutMs: ports.options.receiptTimeoutMs,
      confirmations: ports.options.confirmations,
    })
    if (receipt.status === 'reverted') throw new TransactionRevertedError(hash)
    return { ...sent, blockNumber: receipt.blockNumber, gasUsed: receipt.gasUsed }
  }
  const { from, receiver, token, caipNetworkId, value } = preview
  const sent = { hash, from, receiver, token, caipNetworkId, value }
  return { sent, confirm }
}
