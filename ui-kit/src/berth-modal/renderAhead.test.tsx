// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFixture } from '../testing/renderWithFixture'
import { BerthModal } from './BerthModal'

afterEach(cleanup)

const content = () => document.querySelector<HTMLElement>('[data-slot="modal-content"]')
/** Hidden the way React's Activity hides: display none on the element or an ancestor. */
const isDisplayNone = (element: Element) => {
  for (let node: Element | null = element; node; node = node.parentElement) if ((node as HTMLElement).style?.display === 'none') return true
  return false
}

describe('BerthModal renders ahead while the page is idle', () => {
  it('the closed modal is built hidden and inert: no dialog to assistive technology, focus, page and API untouched', async () => {
    const { walletApi } = renderWithFixture(<BerthModal />, 'disconnected')
    await waitFor(() => expect(content()).not.toBeNull())
    expect(isDisplayNone(content()!)).toBe(true)
    // The wallets are already in it...
    expect(within(content()!).getByText('Fox Wallet')).toBeTruthy()
    // ...but nothing a modal does on opening has happened.
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(document.body)
    expect(document.body.style.pointerEvents).not.toBe('none')
    expect(document.querySelectorAll('[aria-hidden="true"][data-aria-hidden]')).toHaveLength(0)
    expect(walletApi.requests).toHaveLength(0)
  })

  it('connected, it builds the Account view ahead and still asks the data API for nothing until opened', async () => {
    const { client, walletApi } = renderWithFixture(<BerthModal />, 'connected')
    await waitFor(() => expect(content()?.querySelector('[data-view="Account"]')).not.toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(walletApi.accountRequests).toEqual([])
    act(() => client.modal.open())
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    await waitFor(() => expect(walletApi.accountRequests.length).toBeGreaterThan(0))
  })

  it('opening reveals the built modal (the same element) and runs its effects: focus moves in, the listing is asked for', async () => {
    const { client, walletApi } = renderWithFixture(<BerthModal />, 'disconnected')
    await waitFor(() => expect(content()).not.toBeNull())
    const built = content()
    act(() => client.modal.open())
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toBe(built)
    expect(isDisplayNone(dialog)).toBe(false)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await waitFor(() => expect(walletApi.requests.length).toBeGreaterThan(0))
  })

  it('each opening starts fresh: closed on All Wallets, it opens again on Connect, from a newly built copy', async () => {
    const { client, user } = renderWithFixture(<BerthModal />, 'disconnected')
    await waitFor(() => expect(content()).not.toBeNull())
    act(() => client.modal.open())
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'All Wallets' }))
    await screen.findByRole('dialog', { name: 'All Wallets' })
    const first = content()
    act(() => client.modal.close())
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(content()).not.toBe(first))
    expect(isDisplayNone(content()!)).toBe(true)
    act(() => client.modal.open())
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(within(dialog).getByText('Fox Wallet')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it("with preload='intent' nothing is built before the modal opens", async () => {
    renderWithFixture(<BerthModal preload="intent" />, 'disconnected')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(content()).toBeNull()
  })
})
