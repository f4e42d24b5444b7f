import type { Connector } from '../../adapters/connector.js'
import type { AdapterTimeouts, ChainAdapter, PreparedTransfer } from '../../adapters/types.js'
import { ConnectorNotConnectedError } from '../../errors/connection.js'
import { InvalidSendError } from '../../errors/send.js'
import type { Store } from '../../store/createStore.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { FeeOverrides, SendOptions, SendPreview, SendResult, SendToken, SubmittedSend } from '../../types/send.js'
import { selectActiveConnection, type ConnectionState } from '../connection/types.js'
import { selectActiveNetwork, type NetworkState } from '../network/createNetworkController.js'
import { validateSend } from './validateSend.js'

export type SendPorts = {
  connection: { store: Store<ConnectionState>; activeConnector(): Connector | undefined }
  network: { store: Store<NetworkState> }
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  timeouts: AdapterTimeouts
  options: SendOptions
}

export type SendInput = { token: SendToken | undefined; amount: string | undefined; receiverAddress: string | undefined; fees?: FeeOverrides | undefined }

/**
 * The form's checks (validateSend, by the active namespace's address rule), then the namespace's own
 * transfer code reads the balance, builds and prices the transfer. What it returns is what the user
 * confirms; nothing has been asked of the wallet.
 */
async function prepareTransfer(ports: SendPorts, input: SendInput): Promise<PreparedTransfer> {
  const connection = selectActiveConnection(ports.connection.store.get())
  if (connection.status !== 'connected' || !connection.address) throw new ConnectorNotConnectedError()
  const network = selectActiveNetwork(ports.network.store.get())
  const adapter = network ? ports.adapters[network.chainNamespace] : undefined
  const checked = validateSend({
    network,
    token: input.token,
    amount: input.amount,
    receiverAddress: input.receiverAddress,
    // The rule of the active network (a Bitcoin address of another network is not a receiver here).
    checkAddress: adapter?.checkAddress && network ? (address: string) => adapter.checkAddress!(address, network) : undefined,
  })
  if (!checked.valid) throw new InvalidSendError(checked.reason, checked.message)
  const transfer = await adapter!.loadTransfer()
  return transfer.prepare({
    network: network!,
    from: connection.address,
    receiver: checked.receiver,
    token: input.token!,
    value: checked.value,
    contract: checked.contract,
    fees: input.fees,
    options: ports.options,
    timeouts: ports.timeouts,
  })
}

/** The preview alone: what the user is about to confirm, nothing asked of the wallet. */
export async function previewTransfer(ports: SendPorts, input: SendInput): Promise<SendPreview> {
  return (await prepareTransfer(ports, input)).preview
}

/** A transfer the wallet has signed and sent: what it sends and its hash now, its confirmation when `confirm()` settles. */
export type SubmittedTransfer = { sent: Omit<SubmittedSend, 'receipt'>; confirm(): Promise<SendResult> }

/**
 * Prepares and asks the connected wallet to send; resolves as soon as the wallet returns the hash
 * (or signature). `confirm()` then waits until the network has it, as the namespace confirms.
 */
export async function submitTransfer(ports: SendPorts, input: SendInput): Promise<SubmittedTransfer> {
  const { preview, submit } = await prepareTransfer(ports, input)
  const connector = ports.connection.activeConnector()
  if (!connector) throw new ConnectorNotConnectedError()
  const { hash, confirm } = await submit(connector)
  const { from, receiver, token, caipNetworkId, value } = preview
  const sent = { hash, from, receiver, token, caipNetworkId, value }
  return { sent, confirm: async () => ({ ...sent, ...(await confirm()) }) }
}
