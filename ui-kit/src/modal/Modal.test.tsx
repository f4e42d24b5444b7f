// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThemeRoot } from '../theme/ThemeRoot'
import { Modal, type ModalProps } from './Modal'

afterEach(cleanup)

function setup(props: Partial<ModalProps> = {}) {
  const onOpenChange = vi.fn()
  const user = userEvent.setup()
  const utils = render(
    <Modal open title="Connect Wallet" onOpenChange={onOpenChange} {...props}>
      <button type="button">Fox Wallet</button>
    </Modal>,
  )
  return { ...utils, user, onOpenChange }
}

const overlay = () => document.querySelector<HTMLElement>('[data-slot="modal-overlay"]')

describe('Modal', () => {
  it('is a dialog labelled by its title', () => {
    setup()
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(within(dialog).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Fox Wallet' })).toBeTruthy()
  })

  it('keeps its own pointer events on at the moment the page’s are turned off, so no tap in it is lost', async () => {
    const atTheMoment: string[] = []
    const watch = new MutationObserver(() => {
      if (document.body.style.pointerEvents !== 'none') return
      atTheMoment.push(screen.getByRole('dialog').style.pointerEvents)
      watch.disconnect()
    })
    watch.observe(document.body, { attributes: true, attributeFilter: ['style'] })
    setup()
    await waitFor(() => expect(atTheMoment).toHaveLength(1))
    expect(atTheMoment).toEqual(['auto'])
  })

  it('renders nothing when closed', () => {
    setup({ open: false })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Escape', async () => {
    const { user, onOpenChange } = setup()
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('closes on an overlay click', async () => {
    const { user, onOpenChange } = setup()
    const el = overlay()
    expect(el).not.toBeNull()
    await user.click(el!)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('keeps the modal open for a pointer down over the button that opened it, right after it showed (a double tap)', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    // jsdom lays nothing out: the opener's rect is 0,0,0,0, and so is the click's position.
    const { user, onOpenChange } = setup()
    await user.click(overlay()!)
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
    opener.remove()
  })

  it('closes with the close button', async () => {
    const { user, onOpenChange } = setup()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenCalledTimes(1)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('with canClose=false ignores Escape and outside clicks and hides the close button', async () => {
    const { user, onOpenChange } = setup({ canClose: false })
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await user.keyboard('{Escape}')
    await user.click(overlay()!)
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('shows a back button only with onBack, and calls it', async () => {
    const onBack = vi.fn()
    const { user, rerender, onOpenChange } = setup()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    rerender(
      <Modal open title="All Wallets" onOpenChange={onOpenChange} onBack={onBack}>
        x
      </Modal>,
    )
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('moves focus to the dialog a frame after it shows, and keeps it inside', async () => {
    const { user } = setup()
    const dialog = screen.getByRole('dialog')
    await waitFor(() => expect(document.activeElement).toBe(dialog))
    for (let i = 0; i < 4; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
  })

  it('locks the page and hides it from assistive technology once the first frame has painted, and undoes both on close', async () => {
    const page = document.createElement('main')
    document.body.append(page)
    const { rerender, onOpenChange } = setup()
    // The opening's own task shows the dialog only.
    expect(page.getAttribute('aria-hidden')).toBeNull()
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false)
    await waitFor(() => expect(page.getAttribute('aria-hidden')).toBe('true'))
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true)
    expect(document.body.style.pointerEvents).toBe('none')
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true')
    rerender(
      <Modal open={false} title="Connect Wallet" onOpenChange={onOpenChange}>
        x
      </Modal>,
    )
    expect(page.getAttribute('aria-hidden')).toBeNull()
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false)
    expect(document.body.style.pointerEvents).toBe('')
    page.remove()
  })

  it('gives focus back to the element that had it when the modal opened', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { rerender, onOpenChange } = setup()
    const dialog = screen.getByRole('dialog')
    await waitFor(() => expect(document.activeElement).toBe(dialog))
    rerender(
      <Modal open={false} title="Connect Wallet" onOpenChange={onOpenChange}>
        x
      </Modal>,
    )
    await waitFor(() => expect(document.activeElement).toBe(opener))
    opener.remove()
  })

  it('renders inside a theme root carrying the mode and the variables', () => {
    setup({ themeMode: 'dark', themeVariables: { '--berth-accent': '#ff00aa', '--berth-z-index': 5000 } })
    const root = screen.getByRole('dialog').closest<HTMLElement>('[data-berth]')
    expect(root).not.toBeNull()
    expect(root!.getAttribute('data-theme')).toBe('dark')
    expect(root!.style.getPropertyValue('--berth-accent')).toBe('#ff00aa')
    expect(root!.style.getPropertyValue('--berth-z-index')).toBe('5000')
    expect(root!.contains(overlay())).toBe(true)
  })

  it('follows the enclosing ThemeRoot when no mode is given', () => {
    render(
      <ThemeRoot mode="dark">
        <Modal open title="Account" onOpenChange={() => undefined} />
      </ThemeRoot>,
    )
    const root = screen.getByRole('dialog').closest('[data-berth]')
    expect(root?.getAttribute('data-theme')).toBe('dark')
  })

  it('portals into the given container', () => {
    const container = document.createElement('div')
    document.body.append(container)
    setup({ container })
    expect(container.contains(screen.getByRole('dialog'))).toBe(true)
    container.remove()
  })
})
