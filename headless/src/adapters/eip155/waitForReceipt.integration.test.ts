import { describe, expect, it } from 'vitest'
import { WaitForReceiptTimeoutError } from '../../errors/transaction.js'
import { berthDevnetL2 } from '../../networks/eip155.js'
import { networkRpc } from './networkRpc.js'
import { waitForReceipt } from './waitForReceipt.js'

// anvil answers null for a transaction it never saw; the sends that do get a receipt are in
// tests/integration/send.integration.test.ts.
describe('waitForReceipt on anvil', () => {
  it('gives up waiting for a receipt that never comes', async () => {
    const hash = `0x${'42'.repeat(32)}` as const
    await expect(waitForReceipt(networkRpc(berthDevnetL2), { hash, pollingIntervalMs: 50, timeoutMs: 300 })).rejects.toBeInstanceOf(WaitForReceiptTimeoutError)
  })
})
