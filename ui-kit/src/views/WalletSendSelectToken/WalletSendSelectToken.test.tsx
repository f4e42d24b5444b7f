// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSend } from '../../testing/renderSend'
import { createWalletApiFake } from '../../testing/walletApiFake'
import WalletSendSelectToken from './WalletSendSelectToken'

afterEach(cleanup)

const history = [{ view: 'Account' as const }, { view: 'WalletSend' as const }, { view: 'WalletSendSelectToken' as const }]

describe('WalletSendSelectToken', () => {
  it("lists the account's tokens, most valuable first, with quantity and value", async () => {
    renderSend(<WalletSendSelectToken />, { form: null, history })
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.querySelector('[data-slot="list-item-label"]')?.textContent)).toEqual(['Ether', 'USD Coin', 'Tether USD', 'Dai Stablecoin'])
    expect(rows[1]?.textContent).toContain('1,234.500 USDC')
    expect(rows[1]?.textContent).toContain('$1,234.50')
  })

  it('picking a token sets the send token and goes back to WalletSend', async () => {
    const { user, sendState, currentView } = renderSend(<WalletSendSelectToken />, { form: null, history })
    await user.click(await screen.findByRole('button', { name: /Tether USD/ }))
    expect(sendState().token).toMatchObject({
      symbol: 'USDT',
      decimals: 6,
      chainId: 'eip155:31337',
      address: 'eip155:31337:0x031e7EBcbDC144b2112b33425e9a5047dA273EDB',
    })
    expect(currentView()).toEqual({ view: 'WalletSend' })
  })

  it('search filters by symbol or name', async () => {
    const { user } = renderSend(<WalletSendSelectToken />, { form: null, history })
    await screen.findByRole('list', { name: 'Tokens' })
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'dai')
    expect(
      within(screen.getByRole('list', { name: 'Tokens' }))
        .getAllByRole('button')
        .map((row) => row.textContent?.includes('DAI')),
    ).toEqual([true])
    expect(screen.getByRole('status').textContent).toBe('1 token')
    await user.clear(screen.getByRole('searchbox', { name: 'Search tokens' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'zzz')
    expect(screen.getByText('No token matches “zzz”')).toBeTruthy()
  })

  it("a failed balance read says 'Token Balance Unavailable'", async () => {
    renderSend(<WalletSendSelectToken />, { form: null, history, walletApi: createWalletApiFake({ account: { balances: 'error' } }) })
    expect(await screen.findByText('Token Balance Unavailable', {}, { timeout: 10_000 })).toBeTruthy()
  }, 15_000)
})

describe('WalletSendSelectToken on Solana', () => {
  it('lists SOL and the SPL tokens of the Solana portfolio; picking USDC sends its mint', async () => {
    const { user, sendState, currentView } = renderSend(<WalletSendSelectToken />, { fixture: 'connectedSolana', form: null, history })
    const list = await screen.findByRole('list', { name: 'Tokens' })
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.querySelector('[data-slot="list-item-label"]')?.textContent)).toEqual(['Solana', 'USD Coin'])
    expect(rows[0]?.textContent).toContain('12.500 SOL')
    expect(rows[0]?.textContent).toContain('$1,875.00')
    await user.click(rows[1]!)
    expect(sendState().token).toMatchObject({
      symbol: 'USDC',
      decimals: 6,
      chainId: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE',
      address: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE:DScE3rohdUBZ1BJ7y66V67wHb9rJJ9SLEiDmFETaFTXd',
    })
    expect(currentView()).toEqual({ view: 'WalletSend' })
  })
})
