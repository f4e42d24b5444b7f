import { describe, expect, inject, it } from 'vitest'
import { WaitForReceiptTimeoutError } from '../../errors/transaction.js'
import { defineEip155Network } from '../../networks/defineEip155Network.js'
import { networkRpc } from './networkRpc.js'
import { waitForReceipt } from './waitForReceipt.js'

// anvil answers null for a transaction it never saw; the sends that do get a receipt are in
// tests/integration/send.integration.test.ts.
// The devnet's L2 chain, as the integration suite's global setup started it.
const l2 = () =>
  defineEip155Network({
    id: 31338,
    name: 'Devnet L2',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [inject('devnetUrls')['eip155:31338']!] } },
  })

describe('waitForReceipt on anvil', () => {
  it('gives up waiting for a receipt that never comes', async () => {
    const hash = `0x${'42'.repeat(32)}` as const
    await expect(waitForReceipt(networkRpc(l2()), { hash, pollingIntervalMs: 50, timeoutMs: 300 })).rejects.toBeInstanceOf(WaitForReceiptTimeoutError)
  })
})
