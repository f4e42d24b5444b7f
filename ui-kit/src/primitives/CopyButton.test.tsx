// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('CopyButton', () => {
  it('copies the text and announces "Copied"', async () => {
    const user = userEvent.setup()
    const onCopied = vi.fn()
    render(<CopyButton text={ADDRESS} label="Copy address" onCopied={onCopied} />)
    const button = screen.getByRole('button', { name: 'Copy address' })
    const live = document.querySelector('[aria-live="polite"]')
    expect(live?.textContent).toBe('')

    await user.click(button)

    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
    expect(onCopied).toHaveBeenCalledWith(ADDRESS)
    expect(live?.textContent).toBe('Copied')
  })

  it('clears the announcement after a while', async () => {
    const user = userEvent.setup()
    render(<CopyButton text="abc" label="Copy address" resetAfter={50} />)
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    const live = document.querySelector('[aria-live="polite"]')
    expect(live?.textContent).toBe('Copied')
    await act(() => new Promise((r) => setTimeout(r, 80)))
    expect(live?.textContent).toBe('')
  })

  it('announces a failure when the clipboard refuses', async () => {
    const user = userEvent.setup()
    const error = new Error('denied')
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(error)
    const onCopyError = vi.fn()
    render(<CopyButton text="abc" label="Copy link" onCopyError={onCopyError} />)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Copy failed')
    expect(onCopyError).toHaveBeenCalledWith(error)
  })

  it('with showLabel is named by its visible text', () => {
    render(<CopyButton text="abc" label="Copy address" showLabel />)
    const button = screen.getByRole('button', { name: 'Copy address' })
    expect(button.hasAttribute('aria-label')).toBe(false)
    expect(button.textContent).toBe('Copy address')
  })
})
