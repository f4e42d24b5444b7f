// @vitest-environment jsdom
import type { RouteEntry } from '@berth/headless'
import { berthKeys } from '@berth/headless/query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureAddress } from '../../testing/fixtureClient'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { createWalletApiFake } from '../../testing/walletApiFake'
import BuyInProgress from './BuyInProgress'

afterEach(cleanup)

const purchase = {
  url: 'http://localhost:8791/checkout/1',
  address: fixtureAddress,
  caipNetworkId: 'eip155:31337' as const,
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount: '50.00',
  createdAt: Date.parse('2026-01-15T00:00:00Z'),
  knownPurchaseIds: ['onramp:old'],
}
const history: RouteEntry[] = [{ view: 'Account' }, { view: 'Buy' }, { view: 'BuyInProgress', params: { purchase } }]
const old = { id: 'onramp:old', status: 'confirmed' as const, symbol: 'USDC', quantity: '10', paidAt: '2026-01-01T00:00:00Z' }
/** Not listed when the checkout opened (that read failed, say), but paid long before it: not this checkout's. */
const older = { id: 'onramp:older', status: 'confirmed' as const, symbol: 'ETH', quantity: '1', paidAt: '2025-12-01T00:00:00Z' }

describe('BuyInProgress', () => {
  it('waits for the payment in the checkout tab (earlier purchases do not count), with the checkout to reopen', async () => {
    const { queryClient } = renderWithFixture(<BuyInProgress />, 'connected', {
      open: true,
      history,
      walletApi: createWalletApiFake({ onramp: { purchases: [old, older] } }),
    })
    // Once the purchases are read, neither earlier one is taken for this checkout's.
    const key = berthKeys.onrampPurchases({ address: fixtureAddress, caipNetworkId: 'eip155:31337' })
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'))
    expect(queryClient.getQueryData<unknown[]>(key)).toHaveLength(2)
    expect(await screen.findByText('Complete your purchase of USDC in the checkout tab')).toBeTruthy()
    expect(screen.queryByText(/^Bought/)).toBeNull()
    expect(screen.getByText(/If your payment was declined, try again there/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Reopen checkout' }).getAttribute('href')).toBe(purchase.url)
    expect(screen.getByRole('link', { name: 'Reopen checkout' }).getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('crediting, then done: the account’s balances are read again, and Done goes back to Account', async () => {
    const walletApi = createWalletApiFake({ onramp: { purchases: [old] } })
    const { user, queryClient, currentView } = renderWithFixture(<BuyInProgress />, 'connected', { open: true, history, walletApi })
    const balances = berthKeys.balances({ address: fixtureAddress, caipNetworkId: 'eip155:31337' })
    queryClient.setQueryData(balances, [])
    await screen.findByText('Complete your purchase of USDC in the checkout tab')
    walletApi.onramp.purchases = [{ id: 'onramp:new', status: 'pending', symbol: 'USDC', quantity: '49.25', paidAt: '2026-02-01T00:00:00Z' }, old]
    expect(await screen.findByText('Crediting your wallet…', {}, { timeout: 5_000 })).toBeTruthy()
    expect(queryClient.getQueryState(balances)?.isInvalidated).toBe(false)
    walletApi.onramp.purchases = [{ ...walletApi.onramp.purchases[0]!, status: 'confirmed' }, old]
    expect(await screen.findByText('Bought 49.25 USDC', {}, { timeout: 5_000 })).toBeTruthy()
    await waitFor(() => expect(queryClient.getQueryState(balances)?.isInvalidated).toBe(true))
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(currentView()).toEqual({ view: 'Account' })
  }, 15_000)
})
