// @vitest-environment jsdom
import { embeddedWallet, FrameRequestError } from '@berth/headless/embedded'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import UpdateEmailWallet from './UpdateEmailWallet'

// No secure frame runs in jsdom (its page is another origin's): its answers are stood in for on
// `client.embedded`, each moving the store to the step the frame would ask for next, as the runtime does.
const withEmbedded = () => ({
  embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }),
  history: [{ view: 'Account' as const }, { view: 'UpdateEmailWallet' as const }],
})

afterEach(cleanup)

function renderUpdate() {
  const rendered = renderWithFixture(<UpdateEmailWallet />, 'connected', withEmbedded())
  const embedded = rendered.client.embedded!
  embedded.store.set({ status: 'connected', email: 'ada@example.com' })
  const start = vi.spyOn(embedded, 'updateEmail').mockImplementation(async () => {
    embedded.store.set({ updateAction: 'VERIFY_PRIMARY_OTP' })
    return 'VERIFY_PRIMARY_OTP'
  })
  const primary = vi.spyOn(embedded, 'verifyPrimaryOtp').mockImplementation(async () => {
    embedded.store.set({ updateAction: 'VERIFY_SECONDARY_OTP' })
  })
  const secondary = vi.spyOn(embedded, 'verifySecondaryOtp').mockImplementation(async () => {
    embedded.store.set({ email: 'grace@example.com', updateAction: undefined })
    return 'grace@example.com'
  })
  return { ...rendered, embedded, start, primary, secondary }
}

async function submitEmail(user: ReturnType<typeof renderUpdate>['user'], email: string) {
  await user.type(screen.getByRole('textbox', { name: 'New email' }), email)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('UpdateEmailWallet', () => {
  it('takes the new email, the current email’s code, then the new email’s code, and goes back to Account', async () => {
    const { user, start, primary, secondary, currentView, embedded } = renderUpdate()
    expect(await screen.findByText('Your email is ada@example.com')).toBeTruthy()
    await submitEmail(user, 'grace@example.com')
    expect(start).toHaveBeenCalledWith('grace@example.com')

    expect(await screen.findByText('Enter the code we sent to ada@example.com')).toBeTruthy()
    expect(screen.getByText('Step 1 of 2: confirm the change to grace@example.com')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '111111')
    await vi.waitFor(() => expect(primary).toHaveBeenCalledWith('111111'))

    expect(await screen.findByText('Enter the code we sent to grace@example.com')).toBeTruthy()
    const second = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement
    // A new field for the new code: nothing of the first code is left in it.
    expect(second.value).toBe('')
    await user.type(second, '222222')
    await vi.waitFor(() => expect(secondary).toHaveBeenCalledWith('222222'))
    await vi.waitFor(() => expect(currentView()?.view).toBe('Account'))
    expect(embedded.store.get().email).toBe('grace@example.com')
  })

  it('says an invalid email is invalid and starts nothing', async () => {
    const { user, start } = renderUpdate()
    await submitEmail(user, 'not-an-email')
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email')
    expect(screen.getByRole('textbox', { name: 'New email' }).getAttribute('aria-invalid')).toBe('true')
    expect(start).not.toHaveBeenCalled()
  })

  it('shows the cooldown the frame answers, and the form stays for a retry', async () => {
    const { user, start } = renderUpdate()
    start.mockRejectedValueOnce(new FrameRequestError('UPDATE_EMAIL', { message: 'Please try again after 12 seconds' }))
    await submitEmail(user, 'grace@example.com')
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 12 seconds')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Enter the code we sent to ada@example.com')).toBeTruthy()
    expect(start).toHaveBeenCalledTimes(2)
  })

  it('shows a wrong code’s error and stays on that step', async () => {
    const { user, primary, embedded, currentView } = renderUpdate()
    primary.mockRejectedValueOnce(new FrameRequestError('UPDATE_EMAIL_PRIMARY_OTP', { message: 'Invalid code. Check the code in your mail and try again.' }))
    await submitEmail(user, 'grace@example.com')
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000')
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code. Check the code in your mail and try again.')
    expect(screen.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Enter the code we sent to ada@example.com')).toBeTruthy()
    expect(embedded.store.get().email).toBe('ada@example.com')
    expect(currentView()?.view).toBe('UpdateEmailWallet')
  })

  it('starts with the email form even when an abandoned update left a code step behind', async () => {
    const { embedded } = renderUpdate()
    embedded.store.set({ updateAction: 'VERIFY_SECONDARY_OTP' })
    expect(await screen.findByRole('textbox', { name: 'New email' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull()
  })
})
