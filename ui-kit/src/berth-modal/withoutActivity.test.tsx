// @vitest-environment jsdom
// React before 19.2 has no <Activity>: BerthModal then mounts the modal on its first opening, as
// it did before it could build it ahead, and a closed modal leaves nothing in the page.
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithFixture } from '../testing/renderWithFixture'
import { BerthModal } from './BerthModal'

vi.mock('react', async (importOriginal) => ({ ...(await importOriginal<typeof import('react')>()), Activity: undefined }))

afterEach(cleanup)

const content = () => document.querySelector('[data-slot="modal-content"]')

describe('BerthModal without React Activity', () => {
  it('builds nothing ahead; opens ready to connect, and leaves nothing behind when closed', async () => {
    const { client, walletApi } = renderWithFixture(<BerthModal />, 'disconnected')
    // The idle preload (200 ms here) has run and found no Activity to build into.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(content()).toBeNull()
    expect(walletApi.requests).toHaveLength(0)
    act(() => client.modal.open())
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(await screen.findByRole('button', { name: 'Fox Wallet' })).toBeTruthy()
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    act(() => client.modal.close())
    await waitFor(() => expect(content()).toBeNull())
  })
})
