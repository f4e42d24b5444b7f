// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode'

afterEach(cleanup)

describe('QrCode', () => {
  it('is an image named by its label, drawn as one path', () => {
    render(<QrCode value="wc:abc@2?relay-protocol=irn&symKey=00" label="QR code to connect" />)
    const image = screen.getByRole('img', { name: 'QR code to connect' })
    expect(image.querySelectorAll('path')).toHaveLength(1)
    expect(image.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
  })

  it('encodes a longer value with more modules', () => {
    const { container, rerender } = render(<QrCode value="wc:a" label="short" />)
    const small = container.querySelector('svg')!.getAttribute('viewBox')
    rerender(<QrCode value={`wc:${'f'.repeat(200)}`} label="long" />)
    const large = container.querySelector('svg')!.getAttribute('viewBox')
    expect(Number(large!.split(' ')[2])).toBeGreaterThan(Number(small!.split(' ')[2]))
  })

  it('renders markup in the value as QR modules, never as markup', () => {
    const { container } = render(<QrCode value={'<img src=x onerror="alert(1)">'} label="hostile" />)
    expect(container.querySelector('img')).toBeNull()
  })
})
