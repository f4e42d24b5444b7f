// @vitest-environment jsdom
import { EMBEDDED_CONNECTOR_ID, embeddedWallet } from '@berth/headless/embedded'
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import Account from './Account'

afterEach(cleanup)

const withEmbedded = () => ({ embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }) })

/** The fixture's connected account, as connected through the embedded wallet's eip155 AUTH connector. */
function renderAuthAccount() {
  const rendered = renderWithFixture(<Account />, 'connected', withEmbedded())
  const { client } = rendered
  const eip155 = client.connection.store.get().byNamespace.eip155!
  act(() => client.connection.store.set({ byNamespace: { eip155: { ...eip155, connectorId: EMBEDDED_CONNECTOR_ID } } }))
  return rendered
}

describe('Account for an embedded-wallet connection', () => {
  it('shows the email, its first 30 characters when longer', () => {
    const { client } = renderAuthAccount()
    act(() => client.embedded!.store.set({ email: 'ada.lovelace.analytical.engine@example.com' }))
    expect(screen.getByText('ada.lovelace.analytical.engine…')).toBeTruthy()
  })

  it('shows the social username as shown (a Discord one without its trailing 0)', () => {
    const { client } = renderAuthAccount()
    act(() => client.embedded!.store.set({ email: 'ada@example.com', userName: 'ada0', authProvider: 'discord' }))
    expect(screen.getByText('ada')).toBeTruthy()
    expect(screen.queryByText('ada@example.com')).toBeNull()
  })

  it('shows no login for a wallet connection', () => {
    const { client, container } = renderWithFixture(<Account />, 'connected', withEmbedded())
    act(() => client.embedded!.store.set({ email: 'ada@example.com' }))
    expect(container.querySelector('[data-slot="account-login"]')).toBeNull()
  })
})

describe("Account's way to UpdateEmailWallet", () => {
  it('offers Update email for an email login, which opens UpdateEmailWallet', async () => {
    const { client, user, currentView } = renderAuthAccount()
    act(() => client.embedded!.store.set({ email: 'ada@example.com' }))
    await user.click(screen.getByRole('button', { name: 'Update email' }))
    expect(currentView()?.view).toBe('UpdateEmailWallet')
  })

  it('offers no email update for a social login', () => {
    const { client } = renderAuthAccount()
    act(() => client.embedded!.store.set({ email: 'ada@example.com', userName: 'ada', authProvider: 'github' }))
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull()
  })
})
