import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../../adapters/connector.js'
import { SendInProgressError } from '../../errors/send.js'
import { createScriptedProviderFake } from '../../testing/fakeProvider.js'
import { startScriptedNode } from '../../testing/scriptedNode.js'
import { createAlertsController } from '../alerts/createAlertsController.js'
import type { ConnectionState } from '../connection/types.js'
import type { NetworkState } from '../network/createNetworkController.js'
import { createStore } from '../../store/createStore.js'
import { createEip155Adapter } from '../../adapters/eip155/createEip155Adapter.js'
import { createSendController, SENDING_MESSAGE } from './createSendController.js'

// The state and the flow around the transfer; sends that go through run on anvil in
// tests/integration/send.integration.test.ts. Here: a wallet that never answers, and misuse.
const from = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const receiver = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const eth = { symbol: 'ETH', decimals: 18, chainId: 'eip155:31339' }

let node: Awaited<ReturnType<typeof startScriptedNode>> | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

const hash = `0x${'5e'.repeat(32)}` as const

type SetupOptions = {
  withConnector?: boolean
  /** The wallet's answer to eth_sendTransaction; by default it never answers. */
  sendTransaction?: () => unknown
  /** The node's answer to the n-th eth_getTransactionReceipt. */
  receipt?: (index: number) => unknown
}

async function setup({ withConnector = true, sendTransaction = () => new Promise(() => {}), receipt = () => null }: SetupOptions = {}) {
  node = await startScriptedNode((method, _params, index) => {
    const answers: Record<string, unknown> = {
      eth_getBalance: `0x${(10n ** 18n).toString(16)}`,
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: { baseFeePerGas: '0x1' },
      eth_maxPriorityFeePerGas: '0x1',
      eth_getTransactionReceipt: receipt(index),
    }
    return method in answers ? { result: answers[method] } : { error: { code: -32601, message: 'not found' } }
  })
  const wallet = createScriptedProviderFake({ eth_sendTransaction: sendTransaction })
  const connector: Connector = { id: 'slow', type: 'INJECTED', name: 'Slow', chain: 'eip155', provider: wallet.provider }
  const alerts = createAlertsController()
  const logger = { warn: vi.fn(), error: vi.fn() }
  const send = createSendController({
    connection: {
      store: createStore<ConnectionState>({
        activeNamespace: 'eip155',
        reconnecting: false,
        byNamespace: { eip155: { status: 'connected', connectorId: 'slow', accounts: [from], address: from } },
      }),
      activeConnector: () => (withConnector ? connector : undefined),
    },
    // One-second blocks: the receipt is polled every 500 ms.
    network: { store: createStore<NetworkState>({ networks: [{ ...node.network, blockTime: 1_000 }], activeCaipNetworkId: node.network.caipNetworkId }) },
    adapters: { eip155: createEip155Adapter({ connectTimeoutMs: 150, requestTimeoutMs: 100 }) },
    timeouts: { connectTimeoutMs: 150, requestTimeoutMs: 100 },
    options: {},
    alerts,
    logger,
  })
  return { send, alerts, wallet, node }
}

describe('send state', () => {
  it('holds the form (docs/entities.md Token send state) and resets it', async () => {
    const { send } = await setup()
    expect(send.store.get()).toMatchObject({ loading: false, token: undefined })
    send.setToken(eth)
    send.setTokenAmount('0.5')
    send.setReceiverAddress(receiver)
    send.setReceiverProfileName('bob')
    send.setReceiverProfileImageUrl('https://example.com/bob.png')
    expect(send.store.get()).toEqual({
      token: eth,
      sendTokenAmount: '0.5',
      receiverAddress: receiver,
      receiverProfileName: 'bob',
      receiverProfileImageUrl: 'https://example.com/bob.png',
      loading: false,
    })
    send.reset()
    expect(send.store.get()).toEqual({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      loading: false,
    })
  })
})

describe('send flow', () => {
  it('refuses a second send while one waits, and ends loading when the wallet never answers', async () => {
    const { send, alerts, wallet } = await setup()
    const first = send.send({ token: eth, amount: '0.5', receiverAddress: receiver })
    expect(send.store.get().loading).toBe(true)
    expect(alerts.store.get().notification).toMatchObject({ variant: 'loading', message: SENDING_MESSAGE })
    await expect(send.send({ token: eth, amount: '0.5', receiverAddress: receiver })).rejects.toBeInstanceOf(SendInProgressError)
    await expect(first).rejects.toMatchObject({ shortMessage: 'Request timed out' })
    expect(wallet.calls).toEqual(['eth_sendTransaction'])
    expect(send.store.get().loading).toBe(false)
    await vi.waitFor(() => expect(alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Request timed out', open: true }))
  })

  it('resolves with the hash as soon as the wallet returns it; the receipt, the success and the reset follow once mined', async () => {
    const { send, alerts, node } = await setup({
      sendTransaction: () => hash,
      // Two polls find nothing yet; the third finds it mined.
      receipt: (index) => (index < 2 ? null : { transactionHash: hash, status: '0x1', blockNumber: '0x2a', gasUsed: '0x5208' }),
    })
    const sent = vi.fn()
    send.onSent(sent)
    send.setToken(eth)
    send.setTokenAmount('0.5')
    send.setReceiverAddress(receiver)
    const submitted = await send.send()
    expect(submitted).toMatchObject({ hash, from, receiver, value: 5n * 10n ** 17n, caipNetworkId: 'eip155:31339' })
    expect(node.methods.filter((method) => method === 'eth_getTransactionReceipt').length).toBeLessThanOrEqual(1)
    // Still sending: the form stays, loading stays on, nothing said yet but 'Sending…'.
    expect(send.store.get()).toMatchObject({ loading: true, sendTokenAmount: '0.5' })
    expect(sent).not.toHaveBeenCalled()
    expect(alerts.store.get().notification).toMatchObject({ variant: 'loading', message: SENDING_MESSAGE })

    const result = await submitted.receipt
    expect(result).toMatchObject({ hash, blockNumber: 42n, gasUsed: 21_000n, value: 5n * 10n ** 17n })
    expect(node.methods.filter((method) => method === 'eth_getTransactionReceipt')).toHaveLength(3)
    expect(sent).toHaveBeenCalledWith(result)
    expect(send.store.get()).toMatchObject({ loading: false, sendTokenAmount: undefined })
    await vi.waitFor(() => expect(alerts.store.get().notification).toMatchObject({ variant: 'success', message: 'Sent 0.5 ETH', open: true }))
  })

  it('a transfer that reverts after the hash rejects the receipt and says so', async () => {
    const { send, alerts } = await setup({
      sendTransaction: () => hash,
      receipt: () => ({ transactionHash: hash, status: '0x0', blockNumber: '0x2a', gasUsed: '0x5208' }),
    })
    const submitted = await send.send({ token: eth, amount: '0.5', receiverAddress: receiver })
    await expect(submitted.receipt).rejects.toMatchObject({ name: 'TransactionRevertedError', hash })
    expect(send.store.get().loading).toBe(false)
    await vi.waitFor(() => expect(alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Transaction reverted', open: true }))
  })

  it('stops before the wallet when the connector went away', async () => {
    const { send, wallet } = await setup({ withConnector: false })
    await expect(send.send({ token: eth, amount: '0.5', receiverAddress: receiver })).rejects.toMatchObject({ shortMessage: 'Connector not connected' })
    expect(wallet.calls).toEqual([])
    expect(send.store.get().loading).toBe(false)
  })

  it("wraps what is not a Berth error as 'Send failed' and still ends loading", async () => {
    const { send, alerts } = await setup()
    // A JavaScript caller handing in a number.
    const sending = send.send({ token: eth, amount: 0.5 as unknown as string, receiverAddress: receiver })
    await expect(sending).rejects.toMatchObject({ name: 'SendFailedError', shortMessage: 'Send failed' })
    expect(send.store.get().loading).toBe(false)
    await vi.waitFor(() => expect(alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Send failed', open: true }))
  })

  it('shows the reason a send was refused and keeps the form for fixing', async () => {
    const { send, alerts } = await setup()
    send.setToken(eth)
    send.setTokenAmount('-1')
    send.setReceiverAddress(receiver)
    await expect(send.send()).rejects.toMatchObject({ reason: 'amount-negative' })
    expect(send.store.get()).toMatchObject({ loading: false, sendTokenAmount: '-1' })
    await vi.waitFor(() => expect(alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'The amount cannot be negative', open: true }))
  })

  it('previews from the state without loading or notifications', async () => {
    const { send, alerts } = await setup()
    send.setToken(eth)
    send.setTokenAmount('0.5')
    send.setReceiverAddress(receiver)
    await expect(send.previewSend()).resolves.toMatchObject({ value: 5n * 10n ** 17n, gas: 21_000n, feeSymbol: 'ETH' })
    await expect(send.previewSend({ amount: '0.25' })).resolves.toMatchObject({ value: 25n * 10n ** 16n })
    expect(send.store.get().loading).toBe(false)
    expect(alerts.store.get().notification).toBeUndefined()
  })
})
