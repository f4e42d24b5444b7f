// @vitest-environment jsdom
import { embeddedWallet, FrameRequestError } from '@berth/headless/embedded'
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSend } from '../testing/renderSend'
import { renderWithFixture } from '../testing/renderWithFixture'
import { siwxFake } from '../testing/siwxFake'
import { BerthModal } from './BerthModal'

// The stock modal and the embedded wallet's approvals. No secure frame runs in jsdom: the connected
// fixture wallet stands in for the AUTH connector, and the embedded wallet's state is set as the
// frame's answers set it.
const withEmbedded = () => ({ embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }), embedded: true as const })

/** The host is loaded and rendered ahead, closed (its watcher started from that render). */
const hostReady = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => screen.findAllByRole('dialog', { hidden: true }))

afterEach(cleanup)

describe('the stock modal and embedded-wallet approvals', () => {
  it('opens by itself on ApproveTransaction when an approval starts while closed, and closes when it ends', async () => {
    const { client } = renderWithFixture(<BerthModal />, 'connected', withEmbedded())
    await hostReady()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => client.embedded!.store.set({ approval: { method: 'personal_sign' } }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve' })
    await vi.waitFor(() => expect(dialog.querySelector('[data-slot="approve-transaction-frame"]')).not.toBeNull())
    act(() => client.embedded!.store.set({ approval: undefined }))
    expect(client.modal.store.get().open).toBe(false)
  })

  it("opens on a refused call and shows 'Action not allowed' as an error notification", async () => {
    const { client } = renderWithFixture(<BerthModal />, 'connected', withEmbedded())
    await hostReady()
    act(() => client.embedded!.store.set({ error: new FrameRequestError('RPC_REQUEST', { message: 'Requested RPC call is not allowed', code: 4200 }) }))
    await screen.findByRole('dialog', { name: 'Account' })
    const toast = await screen.findByText('Action not allowed', { selector: '.berth-toast__message' })
    expect(toast.closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe('error')
  })

  it('cannot be closed in ApproveTransaction while sign-in is required and there is no session', async () => {
    const { user, client } = renderWithFixture(<BerthModal />, 'connected', { ...withEmbedded(), siwx: siwxFake({ required: true }), open: true })
    // The sign-in asks for a signature, which waits in the frame over the sign-in view.
    await screen.findByRole('dialog', { name: 'Sign In' })
    act(() => client.embedded!.store.set({ approval: { method: 'personal_sign' } }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve' })
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Approve' })).toBeTruthy()
  })

  it('can be closed in ApproveTransaction when sign-in is optional', async () => {
    const { user, client } = renderWithFixture(<BerthModal />, 'connected', {
      ...withEmbedded(),
      siwx: siwxFake(),
      open: true,
      history: [{ view: 'ApproveTransaction' }],
    })
    const dialog = await screen.findByRole('dialog', { name: 'Approve' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(client.modal.store.get().open).toBe(false)
  })
})

describe('an approval asked from within the modal (the send’s review)', () => {
  it('shows ApproveTransaction over the review, which keeps its send and shows its success once the approval ends', async () => {
    const { user, client, sendFake } = renderSend(<BerthModal />, {
      history: [{ view: 'Account' }, { view: 'WalletSend' }, { view: 'WalletSendPreview' }],
      open: true,
      script: { send: 'hang' },
      embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }),
    })
    const review = await screen.findByRole('dialog', { name: 'Review Send' })
    await user.click(await within(review).findByRole('button', { name: 'Send' }))
    // The embedded wallet's provider asks the frame: the approval waits there.
    act(() => client.embedded!.store.set({ approval: { method: 'eth_sendTransaction' } }))
    const approve = await screen.findByRole('dialog', { name: 'Approve' })
    expect(client.router.store.get().history.map((entry) => entry.view)).toEqual(['Account', 'WalletSend', 'WalletSendPreview', 'ApproveTransaction'])
    // No Back: the visitor answers in the frame.
    expect(within(approve).queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => {
      sendFake.confirm()
      client.embedded!.store.set({ approval: undefined })
    })
    const back = await screen.findByRole('dialog', { name: 'Review Send' })
    expect(await within(back).findByText('Sent 1.5 USDC', { selector: '[data-slot="send-success-amount"]' })).toBeTruthy()
  })
})
