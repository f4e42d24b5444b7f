// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSend } from '../testing/renderSend'
import { fixtureReceiver } from '../testing/sendFake'
import { BerthModal } from './BerthModal'

afterEach(cleanup)

describe('the send flow in the modal', () => {
  it('Account → Send → token → amount and receiver → Preview → Back keeps the form → Send → Done', async () => {
    const { user, currentView, sendState, sendFake } = renderSend(<BerthModal />, { form: null, open: true })
    const account = await screen.findByRole('dialog', { name: 'Account' })
    await user.click(await within(account).findByRole('button', { name: 'Send' }))

    const form = await screen.findByRole('dialog', { name: 'Send' })
    await user.click(await within(form).findByRole('button', { name: 'Select token' }))
    const picker = await screen.findByRole('dialog', { name: 'Select Token' })
    await user.click(await within(picker).findByRole('button', { name: /^USD Coin/ }))

    const filled = await screen.findByRole('dialog', { name: 'Send' })
    await user.type(within(filled).getByLabelText('Amount'), '2')
    await user.type(within(filled).getByLabelText('To'), fixtureReceiver)
    await user.click(within(filled).getByRole('button', { name: 'Preview' }))

    const review = await screen.findByRole('dialog', { name: 'Review Send' })
    expect(await within(review).findByText('0.000065 ETH')).toBeTruthy()
    await user.click(within(review).getByRole('button', { name: 'Back' }))
    expect(currentView()).toEqual({ view: 'WalletSend' })
    const back = await screen.findByRole('dialog', { name: 'Send' })
    expect((within(back).getByLabelText('Amount') as HTMLInputElement).value).toBe('2')
    expect((within(back).getByLabelText('To') as HTMLInputElement).value).toBe(fixtureReceiver)
    expect(within(back).getByRole('button', { name: 'Token: USDC. Change token' })).toBeTruthy()

    await user.click(within(back).getByRole('button', { name: 'Preview' }))
    const again = await screen.findByRole('dialog', { name: 'Review Send' })
    await user.click(await within(again).findByRole('button', { name: 'Send' }))
    expect(await within(again).findByText('Sent 2 USDC')).toBeTruthy()
    expect(sendFake.sends).toHaveLength(1)
    expect(sendState().token).toBeUndefined()
    await user.click(within(again).getByRole('button', { name: 'Done' }))
    expect(currentView()).toEqual({ view: 'Account' })
  })
})
