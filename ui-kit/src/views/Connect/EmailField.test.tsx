// @vitest-environment jsdom
import { EmailCooldownError, embeddedWallet } from '@berth/headless/embedded'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import Connect from './Connect'

// No secure frame runs in jsdom (its page is another origin's): the frame's answers to a sent code
// are stood in for on `client.embedded` itself; the view's own behaviour is what is checked.
const withEmbedded = { embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }) }

afterEach(cleanup)

describe('Connect with the embedded wallet', () => {
  it('shows the email field before the wallets and never lists the AUTH connector as a wallet', async () => {
    renderWithFixture(<Connect />, 'disconnected', withEmbedded)
    const field = await screen.findByRole('textbox', { name: 'Email' })
    const list = screen.getByRole('list', { name: 'Wallets' })
    expect(field.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(list).queryByRole('button', { name: 'Embedded Wallet' })).toBeNull()
    expect(within(list).getAllByRole('button').length).toBe(3)
  })

  it('has no email field without the embeddedWallet option', async () => {
    renderWithFixture(<Connect />, 'disconnected')
    await screen.findByRole('button', { name: 'All Wallets' })
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
  })

  it('says an invalid email is invalid and sends nothing', async () => {
    const { user, client } = renderWithFixture(<Connect />, 'disconnected', withEmbedded)
    const send = vi.spyOn(client.embedded!, 'sendEmailCode')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email')
    expect(send).not.toHaveBeenCalled()
  })

  it('a valid email mails a code and shows EmailLogin', async () => {
    const { user, client, currentView } = renderWithFixture(<Connect />, 'disconnected', withEmbedded)
    const send = vi.spyOn(client.embedded!, 'sendEmailCode').mockResolvedValue('VERIFY_OTP')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}')
    await vi.waitFor(() => expect(currentView()?.view).toBe('EmailLogin'))
    expect(send).toHaveBeenCalledWith('ada@example.com')
  })

  it("shows Account at once when the frame answers CONNECT (this browser's login was still live)", async () => {
    const { user, client, currentView } = renderWithFixture(<Connect />, 'disconnected', withEmbedded)
    vi.spyOn(client.embedded!, 'sendEmailCode').mockResolvedValue('CONNECT')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}')
    await vi.waitFor(() => expect(client.router.store.get().history).toEqual([{ view: 'Account' }]))
    expect(currentView()?.view).toBe('Account')
  })

  it('says how many seconds are left while the cooldown lasts', async () => {
    const { user, client } = renderWithFixture(<Connect />, 'disconnected', withEmbedded)
    vi.spyOn(client.embedded!, 'sendEmailCode').mockRejectedValue(new EmailCooldownError(25))
    vi.spyOn(client.embedded!, 'emailCooldownSecondsLeft').mockReturnValue(25)
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com{Enter}')
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 25 seconds')
  })
})
