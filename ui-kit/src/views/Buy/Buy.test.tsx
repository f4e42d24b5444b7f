// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { createWalletApiFake } from '../../testing/walletApiFake'
import type { OnrampApiFake } from '../../testing/onrampApiFake'
import Buy from './Buy'

afterEach(cleanup)

type Tab = { opener: unknown; location: { href: string }; close: ReturnType<typeof vi.fn> }
let opened: Tab[]
beforeEach(() => {
  opened = []
  vi.spyOn(window, 'open').mockImplementation(() => {
    const tab: Tab = { opener: window, location: { href: 'about:blank' }, close: vi.fn() }
    opened.push(tab)
    return tab as never
  })
})
afterEach(() => vi.restoreAllMocks())

const renderBuy = (onramp: Partial<OnrampApiFake> = {}) => renderWithFixture(<Buy />, 'connected', { open: true, walletApi: createWalletApiFake({ onramp }) })
const amountInput = () => screen.findByRole('textbox', { name: 'Amount' })

describe('Buy', () => {
  it('offers what the on-ramp sells on the active network, the fiat and the payment method, and the limits', async () => {
    renderBuy()
    await amountInput()
    expect(screen.getByRole('radio', { name: 'USDC' })).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { name: 'ETH' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'USD' })).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { name: 'EUR' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true)
    expect(screen.getByText('Between 10.00 and 7500.00 USD')).toBeTruthy()
    expect(screen.queryByText('Showing the default options')).toBeNull()
  })

  it('refuses an amount outside the chosen method’s limits, and follows the method', async () => {
    const { user } = renderBuy()
    await user.type(await amountInput(), '8000')
    expect(screen.getByText('The maximum is 7500.00 USD')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('radio', { name: 'Bank account' }))
    expect(screen.getByText('Between 10.00 and 25000.00 USD')).toBeTruthy()
    await user.clear(await amountInput())
    await user.type(await amountInput(), '5')
    expect(screen.getByText('The minimum is 10.00 USD')).toBeTruthy()
    await user.clear(await amountInput())
    await user.type(await amountInput(), '10.123')
    expect(screen.getByText('Enter an amount with at most 2 decimals')).toBeTruthy()
  })

  it('shows the quote with its fees, then opens the checkout in a new tab and follows the purchase', async () => {
    const { user, walletApi, currentView } = renderBuy()
    await user.type(await amountInput(), '50')
    await waitFor(() => expect(screen.getByText('49.25 USDC')).toBeTruthy(), { timeout: 3_000 })
    expect(screen.getByText('Fees (1.50 %)')).toBeTruthy()
    expect(screen.getByText('0.75 USD')).toBeTruthy()
    expect(screen.getByText('50.00 USD')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }))
    await waitFor(() => expect(currentView()?.view).toBe('BuyInProgress'))
    expect(opened).toHaveLength(1)
    expect(opened[0]?.location.href).toBe('http://localhost:8791/checkout/8f2b6a4e-4a53-4d4e-9a57-3c1fdc0b1e11')
    expect(opened[0]?.opener).toBeNull()
    expect(walletApi.onramp.checkouts[0]).toMatchObject({
      defaultNetwork: 'berth-devnet',
      defaultAsset: 'USDC',
      presetFiatAmount: '50.00',
      fiatCurrency: 'USD',
    })
    expect(currentView()?.params?.purchase).toMatchObject({ purchaseCurrency: 'USDC', amount: '50.00', knownPurchaseIds: [] })
  })

  it('quote unavailable: a placeholder said to be an estimate, the checkout still possible', async () => {
    const { user } = renderBuy({ quote: 'error' })
    await user.type(await amountInput(), '50')
    await waitFor(() => expect(screen.getByText('Estimate only')).toBeTruthy(), { timeout: 3_000 })
    expect(screen.getByText(/The provider's quote is unavailable \(The on-ramp quote service is unavailable\)/)).toBeTruthy()
    expect(screen.getByText('Shown at checkout')).toBeTruthy()
    expect(screen.getByText('Fees (up to 2.00 %)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty('disabled', false)
  })

  it('options unavailable: the built-in list, said so; the devnet chain is not on it', async () => {
    renderBuy({ options: 'error' })
    expect(await screen.findByText('Showing the default options')).toBeTruthy()
    expect(screen.getByText('Buying is not available on Berth Devnet')).toBeTruthy()
  })

  it('an unsafe checkout URL is refused: the tab closes and the view says so, still usable', async () => {
    const { user, currentView } = renderBuy({ url: 'javascript:alert(1)' })
    await user.type(await amountInput(), '50')
    await waitFor(() => expect(screen.getByText('49.25 USDC')).toBeTruthy(), { timeout: 3_000 })
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }))
    expect(await screen.findByText('The checkout could not open')).toBeTruthy()
    expect(screen.getByText('Invalid response from POST /v1/generators/onrampurl: url')).toBeTruthy()
    expect(opened[0]?.close).toHaveBeenCalled()
    expect(opened[0]?.location.href).toBe('about:blank')
    expect(currentView()?.view).toBe('Account')
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toHaveProperty('disabled', false)
  })
})
