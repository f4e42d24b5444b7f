// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFixtureClient, fixtureSolanaNetwork } from '../../testing/fixtureClient'
import { fixtureSolanaAddress } from '../../testing/solanaWalletFake'
import { renderWithFixture } from '../../testing/renderWithFixture'
import ConnectingExternal from './ConnectingExternal'

afterEach(cleanup)

const at = (connectorId: string) => ({ history: [{ view: 'Connect' as const }, { view: 'ConnectingExternal' as const, params: { connectorId } }] })
const { wallets } = createFixtureClient('empty')

describe('ConnectingExternal', () => {
  it('asks the wallet once and waits while it has not answered', async () => {
    const { status } = renderWithFixture(<ConnectingExternal />, 'disconnected', at(wallets.pending.rdns))
    expect(await screen.findByText('Continue in Blue Wallet')).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Waiting for Blue Wallet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(status()).toBe('connecting')
  })

  it('shows "Connection rejected" when the user declines, and Try again asks the wallet again', async () => {
    const { user, wallets: own, status } = renderWithFixture(<ConnectingExternal />, 'disconnected', at(wallets.rejecting.rdns))
    const calls = () => own.rejecting.provider.calls.filter((method) => method === 'eth_requestAccounts').length
    expect(await screen.findByText('Connection rejected')).toBeTruthy()
    expect(screen.getByText('You declined the request in your wallet.')).toBeTruthy()
    expect(calls()).toBe(1)
    expect(status()).toBe('disconnected')

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(calls()).toBe(2))
    expect(await screen.findByText('Connection rejected')).toBeTruthy()
  })

  it('shows Account once the wallet approves', async () => {
    const { currentView, status } = renderWithFixture(<ConnectingExternal />, 'disconnected', at(wallets.approving.rdns))
    await waitFor(() => expect(currentView()).toEqual({ view: 'Account' }))
    expect(status()).toBe('connected')
  })

  it('connects a wallet-standard Solana wallet through its standard:connect, from an EVM network: Solana becomes the active namespace', async () => {
    const { currentView, client, wallets: own } = renderWithFixture(<ConnectingExternal />, 'disconnected', { ...at('solana.Sunrise-Wallet'), solana: true })
    expect(await screen.findByText(/Sunrise Wallet/)).toBeTruthy()
    await waitFor(() => expect(currentView()).toEqual({ view: 'Account' }))
    expect(own.solana.sunrise.calls).toEqual(['standard:connect'])
    const state = client.connection.store.get()
    expect(state.activeNamespace).toBe('solana')
    expect(state.byNamespace.solana).toMatchObject({ status: 'connected', address: fixtureSolanaAddress, connectorId: 'solana.Sunrise-Wallet' })
    expect(client.network.store.get().activeCaipNetworkId).toBe(fixtureSolanaNetwork.caipNetworkId)
  })
})
