import { afterEach, describe, expect, it } from 'vitest'
import { startScriptedNode, type NodeScript } from '../../testing/scriptedNode.js'
import { WaitForReceiptTimeoutError } from '../../errors/transaction.js'
import { networkRpc } from './networkRpc.js'
import { RECEIPT_CONFIRMATIONS, RECEIPT_RETRY_COUNT, RECEIPT_TIMEOUT_MS, waitForReceipt } from './waitForReceipt.js'

// A real JSON-RPC node on loopback that answers as a slow or broken node would; anvil covers the
// good path in tests/integration/send.integration.test.ts.
const hash = `0x${'ab'.repeat(32)}` as const
const receipt = (overrides: Record<string, unknown> = {}) => ({ transactionHash: hash, status: '0x1', blockNumber: '0x5', gasUsed: '0x5208', ...overrides })

let node: Awaited<ReturnType<typeof startScriptedNode>> | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

async function scripted(script: NodeScript) {
  node = await startScriptedNode(script)
  return { rpc: networkRpc(node.network, { retryDelayMs: 0 }), calls: node.methods }
}

describe('waitForReceipt', () => {
  it('uses the documented defaults: 180 s, 6 retries, 1 confirmation', () => {
    expect([RECEIPT_TIMEOUT_MS, RECEIPT_RETRY_COUNT, RECEIPT_CONFIRMATIONS]).toEqual([180_000, 6, 1])
  })

  it('checks at once, then polls at the interval until the receipt is there', async () => {
    const { rpc, calls } = await scripted((_method, _params, index) => ({ result: index < 2 ? null : receipt() }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 50 })).resolves.toEqual({
      transactionHash: hash,
      status: 'success',
      blockNumber: 5n,
      gasUsed: 21_000n,
    })
    expect(calls).toEqual(['eth_getTransactionReceipt', 'eth_getTransactionReceipt', 'eth_getTransactionReceipt'])
  })

  it('returns a reverted receipt as reverted', async () => {
    const { rpc } = await scripted(() => ({ result: receipt({ status: '0x0' }) }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 10 })).resolves.toMatchObject({ status: 'reverted' })
  })

  it('gives up with WaitForReceiptTimeoutError when no receipt comes in time', async () => {
    const { rpc, calls } = await scripted(() => ({ result: null }))
    const waiting = waitForReceipt(rpc, { hash, pollingIntervalMs: 20, timeoutMs: 150 })
    await expect(waiting).rejects.toBeInstanceOf(WaitForReceiptTimeoutError)
    await expect(waiting).rejects.toMatchObject({ shortMessage: 'Wait for receipt timed out', hash })
    expect(calls.length).toBeGreaterThanOrEqual(3)
  })

  it('rides out 6 failed polls in a row', async () => {
    const { rpc, calls } = await scripted((_method, _params, index) => (index < 6 ? { error: { code: -32603, message: 'busy' } } : { result: receipt() }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 1 })).resolves.toMatchObject({ status: 'success' })
    expect(calls).toHaveLength(7)
  })

  it("throws the node's error after the 7th failed poll in a row", async () => {
    const { rpc, calls } = await scripted(() => ({ error: { code: -32603, message: 'down' } }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 1 })).rejects.toMatchObject({ shortMessage: 'RPC request failed', code: -32603 })
    expect(calls).toHaveLength(7)
  })

  it('refuses a receipt that is not one, or is for another transaction', async () => {
    const broken = await scripted(() => ({ result: { status: 'ok' } }))
    await expect(waitForReceipt(broken.rpc, { hash, pollingIntervalMs: 1, retryCount: 0 })).rejects.toThrow('is not a valid receipt')
    await node?.close()
    const other = await scripted(() => ({ result: receipt({ transactionHash: `0x${'cd'.repeat(32)}` }) }))
    await expect(waitForReceipt(other.rpc, { hash, pollingIntervalMs: 1, retryCount: 0 })).rejects.toThrow('is not a valid receipt')
  })

  it('waits for more confirmations when asked', async () => {
    const { rpc, calls } = await scripted((method, _params, index) =>
      method === 'eth_blockNumber' ? { result: index === 0 ? '0x5' : '0x7' } : { result: receipt() },
    )
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 1, confirmations: 3 })).resolves.toMatchObject({ blockNumber: 5n })
    expect(calls.filter((call) => call === 'eth_blockNumber')).toHaveLength(2)
  })
})
