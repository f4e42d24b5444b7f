// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFixture } from '../testing/renderWithFixture'
import { ConnectButton } from './ConnectButton'

afterEach(cleanup)

describe('ConnectButton', () => {
  it.each([
    ['disconnected', 'Connect Wallet'],
    ['connecting', 'Connecting…'],
    ['connected', '0xf39F…2266'],
  ] as const)('%s: reads "%s"', (fixture, text) => {
    renderWithFixture(<ConnectButton />, fixture)
    const button = screen.getByRole('button', { name: text })
    expect(button.getAttribute('data-status')).toBe(fixture)
    expect(button.getAttribute('aria-busy')).toBe(fixture === 'connecting' ? 'true' : null)
  })

  it("shows the account's profile name (an embedded account's name) in place of the address, until the account changes", () => {
    const { client } = renderWithFixture(<ConnectButton />, 'connected')
    const eip155 = client.connection.store.get().byNamespace.eip155!
    act(() => client.connection.store.set({ byNamespace: { eip155: { ...eip155, profileName: 'carol.berth.id' } } }))
    expect(screen.getByRole('button', { name: 'carol.berth.id' }).getAttribute('data-status')).toBe('connected')
    act(() => client.connection.store.set({ byNamespace: { eip155 } }))
    expect(screen.getByRole('button', { name: '0xf39F…2266' })).toBeTruthy()
  })

  it('takes a custom label', () => {
    renderWithFixture(<ConnectButton label="Sign in" />, 'disconnected')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it.each([
    ['disconnected', 'Connect'],
    ['connected', 'Account'],
  ] as const)('%s: a click opens the modal on %s', async (fixture, view) => {
    const { user, client, currentView } = renderWithFixture(<ConnectButton />, fixture)
    await user.click(screen.getByRole('button'))
    expect(client.modal.store.get().open).toBe(true)
    expect(currentView()).toEqual({ view })
  })
})
