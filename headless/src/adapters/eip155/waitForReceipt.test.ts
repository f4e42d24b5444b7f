import { afterEach, describe, expect, it } from 'vitest'
import { startTestServer, type Reply, type TestServer } from '../../api/testServer.js'
import { WaitForReceiptTimeoutError } from '../../errors/transaction.js'
import { networkRpc } from './networkRpc.js'
import { RECEIPT_CONFIRMATIONS, RECEIPT_RETRY_COUNT, RECEIPT_TIMEOUT_MS, waitForReceipt } from './waitForReceipt.js'

// A real JSON-RPC node on loopback that answers as a slow or broken node would; anvil covers the
// good path in tests/integration/send.integration.test.ts.
const hash = `0x${'ab'.repeat(32)}` as const
const receipt = (overrides: Record<string, unknown> = {}) => ({ transactionHash: hash, status: '0x1', blockNumber: '0x5', gasUsed: '0x5208', ...overrides })

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

type Answer = { result: unknown } | { error: { code: number; message: string } } | { status: number }
async function node(answer: (method: string, index: number) => Answer) {
  const calls: string[] = []
  server = await startTestServer((request): Reply => {
    const { id, method } = JSON.parse(request.body) as { id: number; method: string }
    calls.push(method)
    const reply = answer(method, calls.filter((call) => call === method).length - 1)
    if ('status' in reply) return { status: reply.status }
    return { body: { jsonrpc: '2.0', id, ...reply } }
  })
  const rpc = networkRpc({ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Test', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [server.url] } } }, { retryDelayMs: 0 })
  return { rpc, calls }
}

describe('waitForReceipt', () => {
  it("uses SPEC's defaults: 180 s, 6 retries, 1 confirmation", () => {
    expect([RECEIPT_TIMEOUT_MS, RECEIPT_RETRY_COUNT, RECEIPT_CONFIRMATIONS]).toEqual([180_000, 6, 1])
  })

  it('checks at once, then polls at the interval until the receipt is there', async () => {
    const { rpc, calls } = await node((_, index) => ({ result: index < 2 ? null : receipt() }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 50 })).resolves.toEqual({ transactionHash: hash, status: 'success', blockNumber: 5n, gasUsed: 21_000n })
    expect(calls).toEqual(['eth_getTransactionReceipt', 'eth_getTransactionReceipt', 'eth_getTransactionReceipt'])
  })

  it('returns a reverted receipt as reverted', async () => {
    const { rpc } = await node(() => ({ result: receipt({ status: '0x0' }) }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 10 })).resolves.toMatchObject({ status: 'reverted' })
  })

  it('gives up with WaitForReceiptTimeoutError when no receipt comes in time', async () => {
    const { rpc, calls } = await node(() => ({ result: null }))
    const waiting = waitForReceipt(rpc, { hash, pollingIntervalMs: 20, timeoutMs: 150 })
    await expect(waiting).rejects.toBeInstanceOf(WaitForReceiptTimeoutError)
    await expect(waiting).rejects.toMatchObject({ shortMessage: 'Wait for receipt timed out', hash })
    expect(calls.length).toBeGreaterThanOrEqual(3)
  })

  it('rides out 6 failed polls in a row', async () => {
    const { rpc, calls } = await node((_, index) => (index < 6 ? { error: { code: -32603, message: 'busy' } } : { result: receipt() }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 1 })).resolves.toMatchObject({ status: 'success' })
    expect(calls).toHaveLength(7)
  })

  it("throws the node's error after the 7th failed poll in a row", async () => {
    const { rpc, calls } = await node(() => ({ error: { code: -32603, message: 'down' } }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 1 })).rejects.toMatchObject({ shortMessage: 'RPC request failed', code: -32603 })
    expect(calls).toHaveLength(7)
  })

  it('refuses a receipt that is not one, or is for another transaction', async () => {
    const broken = await node(() => ({ result: { status: 'ok' } }))
    await expect(waitForReceipt(broken.rpc, { hash, pollingIntervalMs: 1, retryCount: 0 })).rejects.toThrow('is not a valid receipt')
    await server?.close()
    const other = await node(() => ({ result: receipt({ transactionHash: `0x${'cd'.repeat(32)}` }) }))
    await expect(waitForReceipt(other.rpc, { hash, pollingIntervalMs: 1, retryCount: 0 })).rejects.toThrow('is not a valid receipt')
  })

  it('waits for more confirmations when asked', async () => {
    const { rpc, calls } = await node((method, index) => (method === 'eth_blockNumber' ? { result: index === 0 ? '0x5' : '0x7' } : { result: receipt() }))
    await expect(waitForReceipt(rpc, { hash, pollingIntervalMs: 1, confirmations: 3 })).resolves.toMatchObject({ blockNumber: 5n })
    expect(calls.filter((call) => call === 'eth_blockNumber')).toHaveLength(2)
  })
})
