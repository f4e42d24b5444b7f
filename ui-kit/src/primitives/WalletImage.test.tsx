// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletImage } from './WalletImage'

afterEach(cleanup)

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

describe('WalletImage', () => {
  it.each([PNG, 'data:image/svg+xml;base64,PHN2Zy8+', 'https://registry.example/logos/fox.png', '/images/fox.png', './fox.png', 'fox.png'])(
    'renders the image for %s',
    (src) => {
      render(<WalletImage name="Fox Wallet" src={src} />)
      const img = screen.getByRole('img', { name: 'Fox Wallet' })
      expect(img.tagName).toBe('IMG')
      expect(img.getAttribute('src')).toBe(src)
    },
  )

  // The rules themselves are tested once, in @berth/headless (safety/safeUrl.test.ts).
  it.each(['javascript:alert(1)', 'http://example.com/fox.png', '"><img src=x onerror=alert(1)>'])('refuses %j and shows the initial instead', (src) => {
    const { container } = render(<WalletImage name="fox wallet" src={src} />)
    expect(container.querySelector('img')).toBeNull()
    const fallback = screen.getByRole('img', { name: 'fox wallet' })
    expect(fallback.textContent).toBe('F')
  })

  it('renders a loopback http image (a local API such as the devnet)', () => {
    render(<WalletImage name="Fox Wallet" src="http://127.0.0.1:8787/getWalletImage/abc" />)
    expect(screen.getByRole('img', { name: 'Fox Wallet' }).getAttribute('src')).toBe('http://127.0.0.1:8787/getWalletImage/abc')
  })

  it('falls back when the image fails to load', () => {
    const { container } = render(<WalletImage name="Rainbow" src="https://cdn.example/r.png" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'Rainbow' }).textContent).toBe('R')
  })

  it('with loadAfterPaint, starts the load only after the frame showing it has painted, each src once', async () => {
    const frames: FrameRequestCallback[] = []
    const raf = window.requestAnimationFrame
    window.requestAnimationFrame = (callback) => frames.push(callback)
    try {
      const { container, rerender } = render(<WalletImage name="Fox Wallet" src={PNG} loadAfterPaint />)
      const img = container.querySelector('img')!
      expect(img.getAttribute('src')).toBeNull()
      for (const frame of frames.splice(0)) frame(0)
      await waitFor(() => expect(img.getAttribute('src')).toBe(PNG))
      rerender(<WalletImage name="Fox Wallet" src="https://cdn.example/fox.png" loadAfterPaint />)
      expect(img.getAttribute('src')).toBe(PNG)
      for (const frame of frames.splice(0)) frame(0)
      await waitFor(() => expect(img.getAttribute('src')).toBe('https://cdn.example/fox.png'))
      // A failed load still falls back to the initial.
      fireEvent.error(img)
      expect(container.querySelector('img')).toBeNull()
      expect(screen.getByRole('img', { name: 'Fox Wallet' }).textContent).toBe('F')
    } finally {
      window.requestAnimationFrame = raf
    }
  })

  it('with loadAfterPaint, sets nothing on an image that is gone before the frame paints', async () => {
    const frames: FrameRequestCallback[] = []
    const raf = window.requestAnimationFrame
    window.requestAnimationFrame = (callback) => frames.push(callback)
    try {
      const { container, unmount } = render(<WalletImage name="Fox Wallet" src={PNG} loadAfterPaint />)
      const img = container.querySelector('img')!
      unmount()
      for (const frame of frames.splice(0)) frame(0)
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(img.getAttribute('src')).toBeNull()
    } finally {
      window.requestAnimationFrame = raf
    }
  })

  it('is decorative with alt=""', () => {
    const { container } = render(<WalletImage name="Rainbow" alt="" />)
    expect(screen.queryByRole('img')).toBeNull()
    // drawn by CSS from data-initial: no text for the row or button around it
    expect(container.textContent).toBe('')
    expect(container.querySelector('[data-initial]')?.getAttribute('data-initial')).toBe('R')
  })

  it('never renders markup from the name', () => {
    const { container } = render(<WalletImage name="<b>x</b>" />)
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('<')
  })
})
