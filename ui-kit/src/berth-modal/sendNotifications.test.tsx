// @vitest-environment jsdom
import { SENDING_MESSAGE } from '@berth/headless'
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSend } from '../testing/renderSend'
import { BerthModal } from './BerthModal'

afterEach(cleanup)

const history = [{ view: 'Account' as const }, { view: 'WalletSend' as const }, { view: 'WalletSendPreview' as const }]
const toast = () => document.querySelector('[data-slot="toast"]')

describe('send notifications in the modal', () => {
  it("the open modal shows 'Sending…', then 'Sent 1.5 USDC' after the 150 ms swap", async () => {
    const { user, sendFake } = renderSend(<BerthModal />, { history, open: true, script: { send: 'hang' } })
    const dialog = await screen.findByRole('dialog', { name: 'Review Send' })
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }))
    expect(toast()?.textContent).toBe(SENDING_MESSAGE)
    expect(toast()?.getAttribute('data-variant')).toBe('loading')
    act(() => sendFake.confirm())
    expect(await screen.findByText('Sent 1.5 USDC', { selector: '.berth-toast__message' })).toBeTruthy()
    expect(toast()?.getAttribute('data-variant')).toBe('success')
  })

  it("a rejection shows 'Transaction rejected' as an error notification and in the view", async () => {
    const { user } = renderSend(<BerthModal />, { history, open: true, script: { send: 'reject' } })
    const dialog = await screen.findByRole('dialog', { name: 'Review Send' })
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Transaction rejected', { selector: '.berth-toast__message' })).toBeTruthy()
    expect(toast()?.getAttribute('data-variant')).toBe('error')
    expect(dialog.querySelector('[data-slot="send-error"]')?.textContent).toBe('Transaction rejected')
    expect(dialog.querySelector('[data-slot="send-error"]')?.getAttribute('role')).toBe('alert')
  })

  it('closed mid-send: the outcome shows when the modal opens again; a seen one goes when it closes', async () => {
    const { user, sendFake, client } = renderSend(<BerthModal />, { history, open: true, script: { send: 'hang' } })
    const dialog = await screen.findByRole('dialog', { name: 'Review Send' })
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }))
    act(() => client.modal.close())
    expect(screen.queryByRole('dialog')).toBeNull()
    // the loading notification is kept while closed
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'loading', open: true })
    act(() => sendFake.confirm())
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'success', message: 'Sent 1.5 USDC', open: true })
    act(() => client.modal.open())
    expect(await screen.findByText('Sent 1.5 USDC', { selector: '.berth-toast__message' })).toBeTruthy()
    act(() => client.modal.close())
    expect(client.alerts.store.get().notification?.open).toBe(false)
  })
})
