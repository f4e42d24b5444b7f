// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithFixture } from '../../testing/renderWithFixture'
import UnsupportedChain from './UnsupportedChain'

afterEach(cleanup)

describe('UnsupportedChain', () => {
  it('lists the app networks, none of them active', () => {
    renderWithFixture(<UnsupportedChain />, 'unsupported', { open: true })
    expect(screen.getByText(/doesn’t support your current network/)).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Networks' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent)).toEqual(['Berth Devnet', 'Berth Devnet L2'])
    expect(buttons.some((button) => button.hasAttribute('aria-current'))).toBe(false)
  })

  it('Disconnect disconnects and closes the modal', async () => {
    const { user, status, client } = renderWithFixture(<UnsupportedChain />, 'unsupported', { open: true })
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(status()).toBe('disconnected'))
    expect(client.modal.store.get().open).toBe(false)
  })
})
