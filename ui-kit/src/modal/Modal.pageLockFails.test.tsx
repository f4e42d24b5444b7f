// @vitest-environment jsdom
// The page lock's code failing to load (the network dropped): in a file of its own, since the
// module mock and the registry reset would leak into the other Modal tests.
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'

afterEach(cleanup)

it('a page lock whose code cannot load leaves the dialog working, and the next opening, the network back, locks the page', async () => {
  let attempts = 0
  vi.doMock('./PageLock', async (importOriginal) => {
    attempts += 1
    if (attempts === 1) throw new Error('Failed to fetch dynamically imported module')
    return importOriginal()
  })
  vi.resetModules()
  const { Modal } = await import('./Modal')
  const page = document.body.appendChild(document.createElement('main'))
  const modal = (open: boolean) => (
    <Modal open={open} title="Connect Wallet" onOpenChange={() => undefined}>
      <button type="button">Fox Wallet</button>
    </Modal>
  )
  const { rerender } = render(modal(true))
  // The first opening: the lock's code is refused; the dialog still shows and takes focus.
  await waitFor(() => expect(attempts).toBe(1))
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')))
  expect(screen.getByRole('button', { name: 'Fox Wallet' })).toBeTruthy()
  expect(page.getAttribute('aria-hidden')).toBeNull()
  expect(document.body.hasAttribute('data-scroll-locked')).toBe(false)

  rerender(modal(false))
  rerender(modal(true))
  await waitFor(() => expect(page.getAttribute('aria-hidden')).toBe('true'))
  expect(document.body.hasAttribute('data-scroll-locked')).toBe(true)
  page.remove()
})
