import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FixtureProvider } from '../../testing/fixtureClient'
import { fixtureSwapDai, fixtureSwapUsdc } from '../../testing/swapFake'
import { createSwapFixture, type SwapFixtureOptions } from '../../testing/SwapFixture'
import Swap, { type SwapProps } from './Swap'

afterEach(cleanup)

function renderSwap(props: SwapProps = {}, options: SwapFixtureOptions = {}) {
  const fixture = createSwapFixture(options)
  const user = userEvent.setup()
  const notifications: string[] = []
  fixture.client.alerts.store.subscribe((state) => {
    const notification = state.notification
    if (notification?.open && notifications.at(-1) !== `${notification.variant}: ${notification.message}`)
      notifications.push(`${notification.variant}: ${notification.message}`)
  })
  render(
    <FixtureProvider fixture="connected" value={fixture}>
      <Swap {...props} />
    </FixtureProvider>,
  )
  return { ...fixture, user, notifications }
}

const hint = () => document.querySelector('[data-slot="swap-hint"]')!
const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!

describe('Swap', () => {
  it('chooses the token to receive from a searchable list, and quotes 0.1 ETH: amount out, rate, minimum received, price impact, network fee', async () => {
    const { user } = renderSwap()
    await screen.findByRole('button', { name: 'You pay: ETH. Change token' })
    await user.click(screen.getByRole('button', { name: 'You receive: Select token' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search the token to receive' }), 'us')
    const options = within(screen.getByRole('list', { name: 'Tokens to receive' })).getAllByRole('button')
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('USD Coin')])
    await user.click(options[0]!)
    await user.type(screen.getByLabelText('Amount'), '0.1')

    await waitFor(() => expect(document.querySelector('[data-slot="swap-received"]')?.textContent).toBe('299.100 USDC'))
    expect(document.querySelector('[data-slot="swap-rate"]')?.textContent).toBe('1 ETH = 2,991.000 USDC')
    expect(document.querySelector('[data-slot="swap-minimum"]')?.textContent).toBe('296.109 USDC')
    expect(document.querySelector('[data-slot="swap-price-impact"]')?.textContent).toBe('0.31%')
    expect(document.querySelector('[data-slot="swap-network-fee"]')?.textContent).toBe('$0.38')
    await waitFor(() => expect(submit().disabled).toBe(false))
    expect(submit().textContent).toBe('Swap')
  })

  it('says what is wrong with the amount or the tokens, and keeps Swap disabled', async () => {
    const { user } = renderSwap({ initialTo: fixtureSwapUsdc })
    const amount = await screen.findByLabelText('Amount')
    await user.type(amount, '0')
    await waitFor(() => expect(hint().textContent).toBe('The amount must be greater than 0'))
    await user.clear(amount)
    await user.type(amount, '-1')
    expect(hint().textContent).toBe('The amount cannot be negative')
    await user.clear(amount)
    await user.type(amount, '0.0000000000000000001')
    expect(hint().textContent).toBe('ETH has at most 18 decimals')
    await user.clear(amount)
    await user.type(amount, '20000')
    await waitFor(() => expect(hint().textContent).toBe('Insufficient ETH balance'))
    expect(submit().disabled).toBe(true)
    // The same token on both sides.
    await user.click(screen.getByRole('button', { name: 'You pay: ETH. Change token' }))
    await user.click(within(screen.getByRole('list', { name: 'Tokens to pay with' })).getByRole('button', { name: /USD Coin/ }))
    expect(hint().textContent).toBe('Choose two different tokens')
    expect(submit().disabled).toBe(true)
  })

  it('5 USDC to DAI: Approve USDC first, then Swap; the notifications say each step and the amount clears', async () => {
    const { user, swapFake, notifications } = renderSwap({ initialFrom: fixtureSwapUsdc, initialTo: fixtureSwapDai, initialAmount: '5' })
    await waitFor(() => expect(submit().textContent).toBe('Approve USDC'))
    await waitFor(() => expect(submit().disabled).toBe(false))
    await user.click(submit())
    await waitFor(() => expect(submit().textContent).toBe('Swap'))
    expect(swapFake.approvals).toHaveLength(1)
    await waitFor(() => expect(submit().disabled).toBe(false))
    await user.click(submit())
    await waitFor(() => expect(swapFake.swaps).toHaveLength(1))
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe(''))
    expect(swapFake.swaps[0]).toMatchObject({ from: fixtureSwapUsdc, to: fixtureSwapDai, amount: '5' })
    await waitFor(() => expect(notifications.at(-1)).toBe('success: Swapped 5 USDC for DAI'))
  })

  it('a swap that reverts says the price moved, and the form stays usable', async () => {
    const { user } = renderSwap({ initialTo: fixtureSwapUsdc, initialAmount: '0.1' }, { script: { swap: 'revert' } })
    await waitFor(() => expect(submit().disabled).toBe(false))
    await user.click(submit())
    await waitFor(() => expect(hint().textContent).toBe('The swap reverted: the price moved beyond the slippage tolerance'))
    expect(submit().disabled).toBe(false)
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('0.1')
  })

  it("the API's failures: 'Insufficient liquidity' under the form; an unserved network with Try again", async () => {
    renderSwap({ initialTo: fixtureSwapUsdc, initialAmount: '0.1' }, { script: { quote: 'liquidity' } })
    await waitFor(() => expect(hint().textContent).toBe('Insufficient liquidity'))
    expect(submit().disabled).toBe(true)
  })

  it("'Network not supported for Swaps' when the list cannot be read", async () => {
    renderSwap({}, { script: { tokens: 'error' } })
    expect((await screen.findByRole('alert')).textContent).toBe('Network not supported for Swaps')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
