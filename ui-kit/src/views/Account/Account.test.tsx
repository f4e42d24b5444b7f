// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aliceIdentity } from '../../testing/accountFixtures'
import { fixtureAddress, fixtureSolanaNetwork } from '../../testing/fixtureClient'
import { fixtureSolanaAddress } from '../../testing/solanaWalletFake'
import { renderWithFixture } from '../../testing/renderWithFixture'
import { createWalletApiFake } from '../../testing/walletApiFake'
import { berthDevnet } from '@berth/devnet/networks'
import Account from './Account'

afterEach(cleanup)

describe('Account', () => {
  it('shows the shortened address and the native balance', () => {
    renderWithFixture(<Account />, 'connected')
    const address = screen.getByText('0xf39F…2266')
    expect(address.getAttribute('title')).toBe(fixtureAddress)
    expect(screen.getByText('10,000.000 ETH')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  it('the network button, named by the network, opens Networks', async () => {
    const { user, currentView } = renderWithFixture(<Account />, 'connected', { open: true })
    await user.click(screen.getByRole('button', { name: 'Berth Devnet' }))
    expect(currentView()).toEqual({ view: 'Networks' })
  })

  it('Disconnect disconnects', async () => {
    const { user, status, wallets } = renderWithFixture(<Account />, 'connected', { open: true })
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(status()).toBe('disconnected'))
    expect(wallets.approving.provider.calls).toContain('wallet_revokePermissions')
  })

  it('Send (EVM, send feature on) opens WalletSend', async () => {
    const { user, currentView } = renderWithFixture(<Account />, 'connected', { open: true })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(currentView()).toEqual({ view: 'WalletSend' })
  })

  it('no Send on a network the app does not list (send is EVM only)', () => {
    renderWithFixture(<Account />, 'unsupported')
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('no Send when the app turns the send feature off', () => {
    const { client } = renderWithFixture(<Account />, 'connected')
    act(() => client.features.store.set((state) => ({ features: { ...state.features, send: { enabled: false, config: null } } })))
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('Swap (swaps on, the network swap-supported through the swaps option) comes between Buy and Receive and opens Swap', async () => {
    const { user, currentView } = renderWithFixture(<Account />, 'connected', { open: true, swaps: { networks: [berthDevnet.caipNetworkId] } })
    const actions = document.querySelector('[data-slot="account-actions"]')!
    expect(Array.from(actions.querySelectorAll('button')).map((button) => button.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    await user.click(screen.getByRole('button', { name: 'Swap' }))
    expect(currentView()).toEqual({ view: 'Swap' })
  })

  it('no Swap on a network that is not swap-supported, nor with the swaps feature off', () => {
    renderWithFixture(<Account />, 'connected')
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
    cleanup()
    const { client } = renderWithFixture(<Account />, 'connected', { swaps: { networks: [berthDevnet.caipNetworkId] } })
    expect(screen.getByRole('button', { name: 'Swap' })).toBeTruthy()
    act(() => client.features.store.set((state) => ({ features: { ...state.features, swaps: { enabled: false, config: null } } })))
    expect(screen.queryByRole('button', { name: 'Swap' })).toBeNull()
  })

  it('wallet features in the order onramp, receive, send: Buy opens Buy, Receive opens Receive', async () => {
    const { user, currentView } = renderWithFixture(<Account />, 'connected', { open: true })
    const actions = document.querySelector('[data-slot="account-actions"]')
    expect(Array.from(actions?.querySelectorAll('button') ?? []).map((button) => button.textContent)).toEqual(['Buy', 'Receive', 'Send'])
    await user.click(screen.getByRole('button', { name: 'Buy' }))
    expect(currentView()).toEqual({ view: 'Buy' })
    await user.click(screen.getByRole('button', { name: 'Receive' }))
    expect(currentView()).toEqual({ view: 'Receive' })
  })

  it('no Buy when the onramp feature is off, nor on a network the app does not list; Receive stays', () => {
    const { client } = renderWithFixture(<Account />, 'connected')
    act(() => client.features.store.set((state) => ({ features: { ...state.features, onramp: { enabled: false, config: null } } })))
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy()
    cleanup()
    renderWithFixture(<Account />, 'unsupported')
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull()
  })

  it('Buy on Solana too (an on-ramp namespace)', () => {
    renderWithFixture(<Account />, 'connectedSolana')
    expect(screen.getByRole('button', { name: 'Buy' })).toBeTruthy()
  })

  it('without a name, the short address leads and the avatar is the address gradient', async () => {
    const { walletApi } = renderWithFixture(<Account />, 'connected')
    await waitFor(() => expect(walletApi.accountRequests.some((request) => request.path === `/v1/identity/${fixtureAddress}`)).toBe(true))
    expect(document.querySelector('[data-slot="account-address"]')?.textContent).toBe('0xf39F…2266')
    expect(document.querySelector('[data-slot="account-name"]')).toBeNull()
    expect(document.querySelector('[data-slot="avatar"] img')).toBeNull()
  })

  it('shows the name and avatar from the identity API, with the short address under the name', async () => {
    const walletApi = createWalletApiFake({ account: { identity: aliceIdentity } })
    renderWithFixture(<Account />, 'connected', { walletApi })
    expect((await screen.findByText('alice.berth')).getAttribute('data-slot')).toBe('account-name')
    const address = screen.getByText('0xf39F…2266')
    expect(address.getAttribute('data-slot')).toBe('account-address')
    expect(address.getAttribute('title')).toBe(fixtureAddress)
    expect(document.querySelector('[data-slot="avatar"] img')?.getAttribute('src')).toBe(aliceIdentity.avatar)
  })

  it('an avatar URL that is not safe to load is not rendered', async () => {
    const walletApi = createWalletApiFake({ account: { identity: { name: 'mallory.berth', avatar: 'http://evil.example/a.png' } } })
    renderWithFixture(<Account />, 'connected', { walletApi })
    await screen.findByText('mallory.berth')
    expect(document.querySelector('[data-slot="avatar"] img')).toBeNull()
  })
})

describe('Account on Solana', () => {
  it('shows the base58 address cut in the middle (whole in its title), and the SOL balance read from the chain', () => {
    renderWithFixture(<Account />, 'connectedSolana')
    const address = screen.getByText('oeYf6K…kq96')
    expect(address.getAttribute('title')).toBe(fixtureSolanaAddress)
    expect(screen.getByText('12.500 SOL')).toBeTruthy()
    expect(screen.getByRole('button', { name: fixtureSolanaNetwork.name })).toBeTruthy()
  })

  it("lists SOL with its USD value and the SPL tokens from the portfolio's solana: answer, and their total", async () => {
    const { walletApi } = renderWithFixture(<Account />, 'connectedSolana')
    const rows = await screen.findAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('[data-slot="token-quantity"]')?.textContent)).toEqual(['12.500 SOL', '250.500 USDC'])
    expect(rows.map((row) => row.querySelector('[data-slot="token-value"]')?.textContent)).toEqual(['$1,875.00', '$250.50'])
    expect(document.querySelector('[data-slot="account-total-value"]')?.textContent).toBe('Total value $2,125.50')
    const balance = walletApi.accountRequests.find((request) => request.path.endsWith('/balance'))
    expect(balance?.path).toBe(`/v1/account/${fixtureSolanaAddress}/balance`)
    expect(balance?.query.get('chainId')).toBe(fixtureSolanaNetwork.caipNetworkId)
  })

  it('copies the whole base58 address', async () => {
    const { user } = renderWithFixture(<Account />, 'connectedSolana')
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(fixtureSolanaAddress)
  })

  it('offers Send, which opens WalletSend', async () => {
    const { user, currentView } = renderWithFixture(<Account />, 'connectedSolana', { open: true })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(currentView()).toEqual({ view: 'WalletSend' })
  })

  it('shows Tokens only: no Activity or NFTs tab, and asks the data API for no name, activity or NFTs', async () => {
    const { walletApi } = renderWithFixture(<Account initialTab="nfts" />, 'connectedSolana')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens'])
    await screen.findAllByRole('listitem')
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)))
    expect(walletApi.accountRequests.map((request) => request.path.split('/').at(-1))).toEqual(['balance'])
    expect(document.querySelector('[data-slot="account-name"]')).toBeNull()
  })
})

describe('Account: the account name (embedded-wallet accounts on eip155)', () => {
  it("offers 'Choose account name' to an embedded-wallet (AUTH) account without a name; it opens RegisterAccountName", async () => {
    const { user, currentView } = renderWithFixture(<Account />, 'connected', { open: true, embedded: true })
    await user.click(await screen.findByRole('button', { name: 'Choose account name' }))
    expect(currentView()).toEqual({ view: 'RegisterAccountName' })
  })

  it('offers none through another wallet, nor on a Solana connection', async () => {
    renderWithFixture(<Account />, 'connected')
    await screen.findByText('10,000.000 ETH')
    expect(screen.queryByRole('button', { name: 'Choose account name' })).toBeNull()
    cleanup()
    renderWithFixture(<Account />, 'connectedSolana', { embedded: true })
    expect(screen.queryByRole('button', { name: 'Choose account name' })).toBeNull()
  })

  it("the connection's profile name (set by a registration) shows as the account name before any API answers, and the entry is gone", async () => {
    const { client } = renderWithFixture(<Account />, 'connected', { embedded: true })
    await screen.findByRole('button', { name: 'Choose account name' })
    const eip155 = client.connection.store.get().byNamespace.eip155!
    act(() => client.connection.store.set({ byNamespace: { eip155: { ...eip155, profileName: 'dave.berth.id' } } }))
    expect(screen.getByText('dave.berth.id').getAttribute('data-slot')).toBe('account-name')
    expect(screen.queryByRole('button', { name: 'Choose account name' })).toBeNull()
  })

  it('a registered name shows as the account name, and the entry is gone', async () => {
    const walletApi = createWalletApiFake()
    walletApi.profile.registered.set('carol.berth.id', fixtureAddress)
    renderWithFixture(<Account />, 'connected', { embedded: true, walletApi })
    expect((await screen.findByText('carol.berth.id')).getAttribute('data-slot')).toBe('account-name')
    expect(screen.queryByRole('button', { name: 'Choose account name' })).toBeNull()
  })
})
