// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../testing/renderWithFixture'
import { createWalletApiFake } from '../testing/walletApiFake'
import { BerthModal } from './BerthModal'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('buy and receive in the modal', () => {
  it('Account → Buy → 50 USD of USDC → checkout in a new tab → Buying → paid → Bought → Done back to Account', async () => {
    const tab = { opener: window as unknown, location: { href: 'about:blank' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockImplementation(() => tab as never)
    const walletApi = createWalletApiFake()
    const { user, currentView } = renderWithFixture(<BerthModal />, 'connected', { open: true, walletApi })
    const account = await screen.findByRole('dialog', { name: 'Account' })
    await user.click(await within(account).findByRole('button', { name: 'Buy' }))

    const buy = await screen.findByRole('dialog', { name: 'Buy' })
    await user.type(await within(buy).findByLabelText('Amount'), '50')
    expect(await within(buy).findByText('49.25 USDC', {}, { timeout: 3_000 })).toBeTruthy()
    await user.click(within(buy).getByRole('button', { name: 'Continue to checkout' }))

    const buying = await screen.findByRole('dialog', { name: 'Buying' })
    expect(tab.location.href).toMatch(/^http:\/\/localhost:8791\/checkout\//)
    expect(within(buying).getByText('Complete your purchase of USDC in the checkout tab')).toBeTruthy()
    // The provider credits the wallet: the next poll (every 2 s) finds the purchase.
    walletApi.onramp.purchases = [{ id: 'onramp:1', status: 'confirmed', symbol: 'USDC', quantity: '49.25', paidAt: new Date().toISOString() }]
    expect(await within(buying).findByText('Bought 49.25 USDC', {}, { timeout: 5_000 })).toBeTruthy()
    await user.click(within(buying).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(currentView()).toEqual({ view: 'Account' }))
  }, 15_000)

  it('Account → Receive: the address and its QR code, titled Receive', async () => {
    const { user } = renderWithFixture(<BerthModal />, 'connected', { open: true })
    const account = await screen.findByRole('dialog', { name: 'Account' })
    await user.click(await within(account).findByRole('button', { name: 'Receive' }))
    const receive = await screen.findByRole('dialog', { name: 'Receive' })
    expect(await within(receive).findByRole('img', { name: /^QR code of your address 0x/ })).toBeTruthy()
  })
})
