// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeRoot } from './ThemeRoot'

afterEach(cleanup)

describe('ThemeRoot', () => {
  it('scopes children under data-berth with the mode and the sanitized variables', () => {
    render(
      <ThemeRoot mode="dark" variables={{ '--berth-accent': '#123456', '--berth-font-family': 'x; y' }}>
        <span>inside</span>
      </ThemeRoot>,
    )
    const root = screen.getByText('inside').closest('[data-berth]') as HTMLElement
    expect(root).not.toBeNull()
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(root.style.getPropertyValue('--berth-accent')).toBe('#123456')
    expect(root.style.getPropertyValue('--berth-font-family')).toBe('')
  })

  it('puts the attributes on the child with asChild', () => {
    render(
      <ThemeRoot asChild>
        <section aria-label="kit">x</section>
      </ThemeRoot>,
    )
    const section = screen.getByRole('region', { name: 'kit' })
    expect(section.hasAttribute('data-berth')).toBe(true)
    expect(section.getAttribute('data-theme')).toBe('light')
  })

  it('inherits mode and variables from an enclosing root', () => {
    render(
      <ThemeRoot mode="dark" variables={{ '--berth-accent': 'teal' }}>
        <ThemeRoot data-testid="inner" />
      </ThemeRoot>,
    )
    const inner = screen.getByTestId('inner')
    expect(inner.getAttribute('data-theme')).toBe('dark')
    expect(inner.style.getPropertyValue('--berth-accent')).toBe('teal')
  })
})
