// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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
