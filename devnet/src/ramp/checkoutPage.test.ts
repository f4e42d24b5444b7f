import { describe, expect, it } from 'vitest'
import type { OnrampOrder } from '../api/onramp/orderStore'
import { renderCheckoutPage, renderDonePage } from './checkoutPage'

const order: OnrampOrder = {
  id: '6c0e2f1a-0000-4000-8000-000000000001',
  status: 'pending',
  address: '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f',
  chain: 'eip155:31337',
  network: '<img src=x onerror=alert(1)>',
  symbol: 'USDC',
  purchaseUnits: '49250000',
  paymentCurrency: 'USD"><script>',
  totalCents: '5000',
  feeCents: '75',
  partnerUserId: null,
  redirectUrl: null,
  txHash: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: null,
}

describe('checkout pages', () => {
  it('show the order with every value escaped', () => {
    const html = renderCheckoutPage(order, '<b>declined</b>')
    expect(html).toContain('<dd data-field="You buy">49.25 USDC</dd>')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('Pay 50.00 USD&quot;&gt;&lt;script&gt;')
    expect(html).toContain('&lt;b&gt;declined&lt;/b&gt;')
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(html).toContain(`action="/checkout/${order.id}"`)
  })
  it('say when the payment is complete', () => {
    const html = renderDonePage({ ...order, status: 'done' })
    expect(html).toContain('Payment complete')
    expect(html).not.toMatch(/<script|<img/)
    expect(html).not.toContain('<form')
  })
})
