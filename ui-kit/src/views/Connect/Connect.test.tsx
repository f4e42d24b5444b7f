// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { createWalletApiFake } from '../../testing/walletApiFake'
import { createFixtureClient, FixtureProvider, fixtureSolanaNetwork } from '../../testing/fixtureClient'
import Connect from './Connect'

const labels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent)

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Connect', () => {
  it('lists each announced wallet as a button named by the wallet, the recent one first and tagged', () => {
    renderWithFixture(<Connect />, 'disconnected')
    const list = screen.getByRole('list', { name: 'Wallets' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent)).toEqual(['Fox Wallet', 'Blue Wallet', 'Phantasm'])
    expect(within(screen.getByRole('button', { name: 'Fox Wallet' })).getByText('Recent')).toBeTruthy()
    expect(within(screen.getByRole('button', { name: 'Blue Wallet' })).queryByText('Recent')).toBeNull()
    expect(within(screen.getByRole('button', { name: 'Blue Wallet' })).getByText('Installed')).toBeTruthy()
  })

  it('ArrowDown / ArrowUp / Home / End move focus between the wallet rows', async () => {
    const { user } = renderWithFixture(<Connect />, 'disconnected')
    await screen.findByRole('button', { name: 'All Wallets' })
    const focused = () => document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent
    await user.tab()
    expect(focused()).toBe('Fox Wallet')
    await user.keyboard('{ArrowDown}')
    expect(focused()).toBe('Blue Wallet')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(focused()).toBe('Phantasm')
    await user.keyboard('{End}')
    expect(focused()).toBe('All Wallets')
    await user.keyboard('{Home}')
    expect(focused()).toBe('Fox Wallet')
    await user.keyboard('{ArrowUp}')
    expect(focused()).toBe('Fox Wallet')
  })

  it('choosing a wallet pushes ConnectingExternal for it', async () => {
    const { user, client, wallets, currentView } = renderWithFixture(<Connect />, 'disconnected')
    await user.click(screen.getByRole('button', { name: 'Blue Wallet' }))
    expect(currentView()).toEqual({ view: 'ConnectingExternal', params: { connectorId: wallets.pending.rdns } })
    expect(client.router.store.get().history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingExternal'])
  })

  it('says so when no wallet is found', () => {
    renderWithFixture(<Connect />, 'empty')
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    expect(screen.getByText('No wallet found')).toBeTruthy()
  })

  it('below the installed wallets, shows 4 recommended listing wallets (not installed) and All Wallets', async () => {
    renderWithFixture(<Connect />, 'disconnected')
    const recommended = await screen.findByRole('list', { name: 'Recommended wallets' })
    const names = within(recommended)
      .getAllByRole('button')
      .map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent)
    // Fox and Blue are listed first but installed: they are not recommended again
    expect(names).toEqual(['Harbor Wallet', 'Lantern Wallet', 'Quill Wallet', 'Marble Wallet', 'All Wallets'])
  })

  it('a recommended wallet goes to ConnectingWalletConnect; All Wallets to AllWallets', async () => {
    const { user, currentView, client } = renderWithFixture(<Connect />, 'disconnected')
    await user.click(await screen.findByRole('button', { name: 'Quill Wallet' }))
    expect(currentView()).toMatchObject({ view: 'ConnectingWalletConnect', params: { wallet: { id: 'listed-3', name: 'Quill Wallet' } } })
    client.router.goBack()
    await user.click(await screen.findByRole('button', { name: 'All Wallets' }))
    expect(currentView()).toEqual({ view: 'AllWallets' })
  })

  it('tags All Wallets with the listing count once it is known', async () => {
    const { queryClient, client } = renderWithFixture(<Connect />, 'disconnected')
    await screen.findByRole('button', { name: 'All Wallets' })
    const { walletsInfiniteQueryOptions } = await import('@berth/headless/query')
    await act(() => queryClient.prefetchInfiniteQuery(walletsInfiniteQueryOptions(client)))
    expect(await within(screen.getByRole('button', { name: 'All Wallets' })).findByText('60')).toBeTruthy()
  })

  it('never waits for the listing: installed wallets show while it hangs, nothing else', async () => {
    renderWithFixture(<Connect />, 'disconnected', { walletApi: createWalletApiFake({ mode: 'hang' }) })
    expect(screen.getByRole('button', { name: 'Fox Wallet' })).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('list', { name: 'Recommended wallets' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })

  it('when the listing fails, the installed wallets stay and no wallet is recommended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderWithFixture(<Connect />, 'disconnected', { walletApi: createWalletApiFake({ mode: 'error' }) })
    await act(() => vi.advanceTimersByTimeAsync(8_000))
    const recommended = await screen.findByRole('list', { name: 'Recommended wallets' })
    expect(
      within(recommended)
        .getAllByRole('button')
        .map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent),
    ).toEqual(['All Wallets'])
    expect(screen.getByRole('button', { name: 'Fox Wallet' })).toBeTruthy()
  })
})

describe('Connect with EVM and Solana networks', () => {
  it('lists a wallet with an EIP-6963 and a wallet-standard side once, naming both namespaces; a Solana-only wallet beside the others', () => {
    renderWithFixture(<Connect />, 'disconnected', { solana: true })
    expect(labels(screen.getByRole('list', { name: 'Wallets' }))).toEqual(['Fox Wallet', 'Blue Wallet', 'Phantasm', 'Sunrise Wallet'])
    const fox = screen.getByRole('button', { name: 'Fox Wallet' })
    expect(within(fox).getByText('EVM · Solana')).toBeTruthy()
    expect(fox.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2)
    expect(within(screen.getByRole('button', { name: 'Sunrise Wallet' })).getByText('Installed')).toBeTruthy()
    expect(within(screen.getByRole('button', { name: 'Sunrise Wallet' })).queryByText(/Solana/)).toBeNull()
  })

  it("connects the active network's namespace side: the EIP-6963 one on an EVM network, the Solana one on a Solana network", async () => {
    const { user, client, currentView } = renderWithFixture(<Connect />, 'disconnected', { solana: true })
    await user.click(screen.getByRole('button', { name: 'Fox Wallet' }))
    expect(currentView()).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'io.berth.fox' } })
    client.router.goBack()
    act(() => client.network.setActive(fixtureSolanaNetwork.caipNetworkId))
    await user.click(await screen.findByRole('button', { name: 'Fox Wallet' }))
    expect(currentView()).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'solana.Fox-Wallet' } })
  })

  it('leaves out the sides of a namespace the app has no network for: the Solana-only wallet is not listed', () => {
    renderWithFixture(<Connect />, 'disconnected', { solana: 'wallets-only' })
    expect(labels(screen.getByRole('list', { name: 'Wallets' }))).toEqual(['Fox Wallet', 'Blue Wallet', 'Phantasm'])
    expect(screen.queryByText('EVM · Solana')).toBeNull()
  })

  it('keeps the recent wallet first when its Solana side was the one used, and hides excluded wallets with all their sides', () => {
    const { client } = renderWithFixture(<Connect />, 'disconnected', { solana: true })
    act(() => client.connectors.store.set({ recentWallets: [{ id: 'solana.Sunrise-Wallet', name: 'Sunrise Wallet' }] }))
    expect(labels(screen.getByRole('list', { name: 'Wallets' }))).toEqual(['Sunrise Wallet', 'Fox Wallet', 'Blue Wallet', 'Phantasm'])
    expect(within(screen.getByRole('button', { name: 'Sunrise Wallet' })).getByText('Recent')).toBeTruthy()
    cleanup()
    const excluded = createFixtureClient('disconnected', { solana: true })
    excluded.client.options.excludeWalletIds = ['solana.fox-wallet']
    render(
      <FixtureProvider fixture="disconnected" value={excluded}>
        <Connect />
      </FixtureProvider>,
    )
    expect(labels(screen.getByRole('list', { name: 'Wallets' }))).toEqual(['Blue Wallet', 'Phantasm', 'Sunrise Wallet'])
  })

  it('moves between the rows with the arrow keys across namespaces', async () => {
    const { user } = renderWithFixture(<Connect />, 'disconnected', { solana: true })
    await screen.findByRole('button', { name: 'All Wallets' })
    const focused = () => document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent
    await user.tab()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(focused()).toBe('Sunrise Wallet')
    await user.keyboard('{ArrowUp}{Home}')
    expect(focused()).toBe('Fox Wallet')
  })
})
