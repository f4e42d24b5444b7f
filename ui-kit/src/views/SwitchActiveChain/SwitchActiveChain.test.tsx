// @vitest-environment jsdom
import { berthDevnet } from '@berth/devnet/networks'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { viewTitle } from '../../berth-modal/viewTitle'
import { fixtureSolanaNetwork } from '../../testing/fixtureClient'
import { renderWithFixture } from '../../testing/renderWithFixture'
import SwitchActiveChain from './SwitchActiveChain'

afterEach(cleanup)

const toSolana = [
  { view: 'Account' as const },
  { view: 'Networks' as const },
  { view: 'SwitchActiveChain' as const, params: { network: fixtureSolanaNetwork } },
]

describe('SwitchActiveChain', () => {
  it("is titled 'Switch to Solana' and says the connected wallet has no Solana account yet", () => {
    renderWithFixture(<SwitchActiveChain />, 'connected', { solana: true, history: toSolana, open: true })
    expect(viewTitle(toSolana[2], [])).toBe('Switch to Solana')
    expect(screen.getByText('Switch to Solana', { selector: '[data-slot="switch-active-chain-title"]' })).toBeTruthy()
    expect(screen.getByText(/^Fox Wallet has no Solana account connected yet\./).textContent).toContain('Berth Solana Devnet')
  })

  it('its button calls client.switchActiveChain: the app moves to the network and Connect replaces the view', async () => {
    const { user, client, currentView } = renderWithFixture(<SwitchActiveChain />, 'connected', { solana: true, history: toSolana, open: true })
    const calls: string[] = []
    const original = client.switchActiveChain
    client.switchActiveChain = (id) => {
      calls.push(id)
      return original(id)
    }
    await user.click(screen.getByRole('button', { name: 'Switch to Solana' }))
    await waitFor(() => expect(currentView()).toEqual({ view: 'Connect' }))
    expect(calls).toEqual([fixtureSolanaNetwork.caipNetworkId])
    expect(client.network.store.get().activeCaipNetworkId).toBe(fixtureSolanaNetwork.caipNetworkId)
    expect(client.connection.store.get().activeNamespace).toBe('solana')
    expect(client.router.store.get().history.map((entry) => entry.view)).toEqual(['Account', 'Networks', 'Connect'])
    // The EVM account stays connected beside it.
    expect(client.connection.store.get().byNamespace.eip155?.status).toBe('connected')
  })

  it('Back leaves the app where it was', async () => {
    const { user, client, currentView } = renderWithFixture(<SwitchActiveChain />, 'connected', { solana: true, history: toSolana, open: true })
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(currentView()).toEqual({ view: 'Networks' })
    expect(client.network.store.get().activeCaipNetworkId).toBe(berthDevnet.caipNetworkId)
  })

  it('says what went wrong when the switch fails, and stays', async () => {
    const history = [
      { view: 'Account' as const },
      { view: 'SwitchActiveChain' as const, params: { network: { ...fixtureSolanaNetwork, caipNetworkId: 'solana:unknown' as const } } },
    ]
    const { user, currentView } = renderWithFixture(<SwitchActiveChain />, 'connected', { solana: true, history, open: true })
    await user.click(screen.getByRole('button', { name: 'Switch to Solana' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Network not found')
    expect(currentView()?.view).toBe('SwitchActiveChain')
  })

  it('without a network in its params offers only Back', () => {
    renderWithFixture(<SwitchActiveChain />, 'connected', { solana: true, history: [{ view: 'Account' }, { view: 'SwitchActiveChain' }], open: true })
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Back'])
    expect(viewTitle({ view: 'SwitchActiveChain' }, [])).toBe('Switch network')
  })
})
