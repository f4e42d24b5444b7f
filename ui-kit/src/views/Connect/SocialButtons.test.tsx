// @vitest-environment jsdom
import { embeddedWallet, PopupClosedError, SocialConnectionError } from '@berth/headless/embedded'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import Connect from './Connect'

// No secure frame runs in jsdom (its page is another origin's), and no popup: the social login's
// outcome is stood in for on `client.embedded` itself; the view's own behaviour is what is checked.
const withEmbedded = () => ({ embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }) })

const socialNames = async () =>
  within(await screen.findByRole('group', { name: 'Social logins' }))
    .getAllByRole('button')
    .map((button) => button.textContent)

afterEach(() => {
  cleanup()
  delete (window as { Telegram?: unknown }).Telegram
})

describe("Connect's social logins", () => {
  it("offers SPEC.md's order between the email field and the wallets", async () => {
    renderWithFixture(<Connect />, 'disconnected', withEmbedded())
    expect(await socialNames()).toEqual(['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook'])
    const group = screen.getByRole('group', { name: 'Social logins' })
    const email = screen.getByRole('textbox', { name: 'Email' })
    const wallets = screen.getByRole('list', { name: 'Wallets' })
    expect(email.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(group.compareDocumentPosition(wallets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("follows the app's choice and order of the socials feature", async () => {
    renderWithFixture(<Connect />, 'disconnected', { ...withEmbedded(), features: { socials: ['github', 'farcaster', 'google'] } })
    expect(await socialNames()).toEqual(['GitHub', 'Farcaster', 'Google'])
  })

  it('offers none with the socials feature off, or without the embedded wallet', async () => {
    renderWithFixture(<Connect />, 'disconnected', { ...withEmbedded(), features: { socials: false } })
    await screen.findByRole('textbox', { name: 'Email' })
    expect(screen.queryByRole('group', { name: 'Social logins' })).toBeNull()
    cleanup()
    renderWithFixture(<Connect />, 'disconnected')
    await screen.findByRole('button', { name: 'All Wallets' })
    expect(screen.queryByRole('group', { name: 'Social logins' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull()
  })

  it("applies SPEC.md's Telegram filter of the platform it runs on (Android: no facebook, no x)", async () => {
    ;(window as { Telegram?: unknown }).Telegram = { WebApp: { platform: 'android' } }
    renderWithFixture(<Connect />, 'disconnected', withEmbedded())
    expect(await socialNames()).toEqual(['Google', 'Farcaster', 'Discord', 'Apple', 'GitHub'])
  })

  it('google logs in through the social login and the modal goes on to Account', async () => {
    const { user, client, currentView } = renderWithFixture(<Connect />, 'disconnected', withEmbedded())
    const login = vi.spyOn(client.embedded!, 'socialLogin').mockResolvedValue(undefined)
    await user.click(await screen.findByRole('button', { name: 'Google' }))
    expect(login).toHaveBeenCalledWith('google')
    await vi.waitFor(() => expect(client.router.store.get().history).toEqual([{ view: 'Account' }]))
    expect(currentView()?.view).toBe('Account')
  })

  it('says the popup was closed, and stays on Connect', async () => {
    const { user, client, currentView } = renderWithFixture(<Connect />, 'disconnected', withEmbedded())
    vi.spyOn(client.embedded!, 'socialLogin').mockRejectedValue(new PopupClosedError())
    await user.click(await screen.findByRole('button', { name: 'Discord' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Popup closed')
    expect(currentView()?.view).toBe('Connect')
    // The buttons are offered again.
    expect((screen.getByRole('button', { name: 'Discord' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says a login that could not start could not start', async () => {
    const { user, client } = renderWithFixture(<Connect />, 'disconnected', withEmbedded())
    vi.spyOn(client.embedded!, 'socialLogin').mockRejectedValue(new SocialConnectionError({ details: 'the browser blocked the login popup' }))
    await user.click(await screen.findByRole('button', { name: 'GitHub' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to initiate social connection')
  })

  it('Farcaster shows ConnectingFarcaster, without a popup', async () => {
    const { user, client, currentView } = renderWithFixture(<Connect />, 'disconnected', withEmbedded())
    const login = vi.spyOn(client.embedded!, 'socialLogin')
    await user.click(await screen.findByRole('button', { name: 'Farcaster' }))
    expect(currentView()?.view).toBe('ConnectingFarcaster')
    expect(login).not.toHaveBeenCalled()
  })
})
