// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fixtureSolanaNetwork } from '../../testing/fixtureClient'
import { renderWithFixture } from '../../testing/renderWithFixture'
import Networks from './Networks'

afterEach(cleanup)

const history = [{ view: 'Account' as const }, { view: 'Networks' as const }]

describe('Networks', () => {
  it('lists the app networks and marks the active one with aria-current', () => {
    renderWithFixture(<Networks />, 'connected', { history, open: true })
    expect(screen.getAllByRole('button').map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent)).toEqual([
      'Berth Devnet',
      'Berth Devnet L2',
    ])
    expect(screen.getByRole('button', { name: 'Berth Devnet' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Berth Devnet L2' }).hasAttribute('aria-current')).toBe(false)
  })

  it('clicking the active network does nothing', async () => {
    const { user, client, wallets } = renderWithFixture(<Networks />, 'connected', { history, open: true })
    const before = { history: client.router.store.get().history, network: client.network.store.get().activeCaipNetworkId }
    await user.click(screen.getByRole('button', { name: 'Berth Devnet' }))
    expect(client.router.store.get().history).toEqual(before.history)
    expect(client.network.store.get().activeCaipNetworkId).toBe(before.network)
    expect(wallets.approving.provider.calls).toEqual([])
    expect(client.modal.store.get().open).toBe(true)
  })
})

describe('Networks of several namespaces', () => {
  const names = (list: HTMLElement) =>
    within(list)
      .getAllByRole('button')
      .map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent)

  it('groups the networks under a heading per namespace, the active one marked', () => {
    renderWithFixture(<Networks />, 'connected', { history, open: true, solana: true })
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['EVM', 'Solana'])
    expect(names(screen.getByRole('list', { name: 'EVM networks' }))).toEqual(['Berth Devnet', 'Berth Devnet L2'])
    expect(names(screen.getByRole('list', { name: 'Solana networks' }))).toEqual([fixtureSolanaNetwork.name])
    expect(screen.getByRole('region', { name: 'Solana' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Berth Devnet' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: fixtureSolanaNetwork.name }).hasAttribute('aria-current')).toBe(false)
  })

  it('marks the Solana network when it is the active one', () => {
    renderWithFixture(<Networks />, 'connectedSolana', { history, open: true })
    expect(screen.getByRole('button', { name: fixtureSolanaNetwork.name }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Berth Devnet' }).hasAttribute('aria-current')).toBe(false)
  })

  it('choosing the Solana network with only an EVM account switches through SwitchActiveChain', async () => {
    const { user, client, currentView } = renderWithFixture(<Networks />, 'connected', { history, open: true, solana: true })
    await user.click(screen.getByRole('button', { name: fixtureSolanaNetwork.name }))
    await waitFor(() => expect(currentView()?.view).toBe('SwitchActiveChain'))
    expect(currentView()?.params?.network?.caipNetworkId).toBe(fixtureSolanaNetwork.caipNetworkId)
    // Nothing moves until the visitor says so in SwitchActiveChain.
    expect(client.network.store.get().activeCaipNetworkId).toBe('eip155:31337')
  })

  it('choosing a Solana network before any wallet is connected moves the app there', async () => {
    const { user, client } = renderWithFixture(<Networks />, 'disconnected', { history: [{ view: 'Connect' }, { view: 'Networks' }], open: true, solana: true })
    await user.click(screen.getByRole('button', { name: fixtureSolanaNetwork.name }))
    await waitFor(() => expect(client.network.store.get().activeCaipNetworkId).toBe(fixtureSolanaNetwork.caipNetworkId))
    expect(client.connection.store.get().activeNamespace).toBe('solana')
  })

  it('one namespace: a single list, no headings', () => {
    renderWithFixture(<Networks />, 'connected', { history, open: true })
    expect(screen.queryAllByRole('heading')).toEqual([])
    expect(screen.getByRole('list', { name: 'Networks' })).toBeTruthy()
  })
})
