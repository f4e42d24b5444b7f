// @vitest-environment jsdom
import { embeddedWallet, FrameRequestError } from '@berth/headless/embedded'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import EmailLogin from './EmailLogin'

// No secure frame runs in jsdom (its page is another origin's): its answers (the code's check, the
// device link) are stood in for on `client.embedded`; the store holds the step the frame asked for.
const withEmbedded = () => ({ embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }) })

afterEach(cleanup)

describe('EmailLogin', () => {
  it('checks the code once its six digits are in', async () => {
    const { user, client } = renderWithFixture(<EmailLogin />, 'disconnected', withEmbedded())
    const verify = vi.spyOn(client.embedded!, 'verifyOtp').mockResolvedValue(undefined)
    client.embedded!.store.set({ action: 'VERIFY_OTP', email: 'ada@example.com' })
    expect(await screen.findByText('Enter the code we sent to ada@example.com')).toBeTruthy()
    const input = screen.getByRole('textbox', { name: 'Code' })
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    await user.type(input, '12345')
    expect(verify).not.toHaveBeenCalled()
    await user.type(input, '6')
    await vi.waitFor(() => expect(verify).toHaveBeenCalledWith('123456'))
  })

  it('shows Account, as the first view, once the code connected', async () => {
    const { user, client } = renderWithFixture(<EmailLogin />, 'disconnected', {
      ...withEmbedded(),
      history: [{ view: 'Connect' }, { view: 'EmailLogin' }],
    })
    vi.spyOn(client.embedded!, 'verifyOtp').mockResolvedValue(undefined)
    client.embedded!.store.set({ action: 'VERIFY_OTP', email: 'ada@example.com' })
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456')
    await vi.waitFor(() => expect(client.router.store.get().history).toEqual([{ view: 'Account' }]))
  })

  it("shows the frame's error for a wrong code", async () => {
    const { user, client } = renderWithFixture(<EmailLogin />, 'disconnected', withEmbedded())
    vi.spyOn(client.embedded!, 'verifyOtp').mockRejectedValue(new FrameRequestError('CONNECT_OTP', { message: 'Invalid code' }))
    client.embedded!.store.set({ action: 'VERIFY_OTP', email: 'ada@example.com' })
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code')
  })

  it('offers the resend only after the cooldown, counting its seconds', async () => {
    const { user, client } = renderWithFixture(<EmailLogin />, 'disconnected', withEmbedded())
    const left = vi.spyOn(client.embedded!, 'emailCooldownSecondsLeft').mockReturnValue(12)
    const send = vi.spyOn(client.embedded!, 'sendEmailCode').mockResolvedValue('VERIFY_OTP')
    client.embedded!.store.set({ action: 'VERIFY_OTP', email: 'ada@example.com' })
    const waiting = await screen.findByRole('button', { name: 'Resend code in 12s' })
    expect((waiting as HTMLButtonElement).disabled).toBe(true)
    left.mockReturnValue(0)
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: 2_000 })
    await user.click(resend)
    expect(send).toHaveBeenCalledWith('ada@example.com')
  })

  it('waits for the mailed device link on a new browser, then asks for the code', async () => {
    const { client } = renderWithFixture(<EmailLogin />, 'disconnected', withEmbedded())
    let approve: () => void = () => {}
    const wait = vi.spyOn(client.embedded!, 'waitForDevice').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          approve = () => {
            client.embedded!.store.set({ action: 'VERIFY_OTP' })
            resolve()
          }
        }),
    )
    client.embedded!.store.set({ action: 'VERIFY_DEVICE', email: 'ada@example.com' })
    expect(await screen.findByText('Approve this device from the link we mailed to ada@example.com')).toBeTruthy()
    expect(wait).toHaveBeenCalledTimes(1)
    approve()
    expect(await screen.findByRole('textbox', { name: 'Code' })).toBeTruthy()
  })
})
