import { describe, expect, it } from 'vitest'
import { sanitizeCssValue, themeStyle, type ThemeVariables } from './themeStyle'

describe('themeStyle', () => {
  it('writes the known variables', () => {
    expect(
      themeStyle({
        '--berth-accent': '#ff0000',
        '--berth-font-family': "'Inter', system-ui, sans-serif",
        '--berth-font-size-master': '11px',
        '--berth-border-radius-master': '2px',
        '--berth-z-index': 1000,
      }),
    ).toEqual({
      '--berth-accent': '#ff0000',
      '--berth-font-family': "'Inter', system-ui, sans-serif",
      '--berth-font-size-master': '11px',
      '--berth-border-radius-master': '2px',
      '--berth-z-index': '1000',
    })
  })

  it('drops unknown keys', () => {
    const input = {
      '--berth-accent': 'rebeccapurple',
      '--berth-color-bg': 'red',
      color: 'red',
      position: 'fixed',
      __proto__: { '--berth-z-index': 5 },
    } as unknown as ThemeVariables
    expect(themeStyle(input)).toEqual({ '--berth-accent': 'rebeccapurple' })
  })

  it.each([
    'red; background: url(https://evil.example/x)',
    'red}body{display:none',
    'red{',
    'url(https://evil.example/x.png)',
    'URL (https://evil.example/x.png)',
    'red\\3b color:blue',
    'red /* comment',
    'red\nbackground:blue',
    'rgb(1,2,3',
    "'unterminated",
    'red !important',
    'image-set("x.png" 1x)',
    '',
    '   ',
    'x'.repeat(201),
  ])('rejects the unsafe value %j', (value) => {
    expect(themeStyle({ '--berth-accent': value })).toEqual({})
    expect(sanitizeCssValue(value)).toBeUndefined()
  })

  it('keeps functional colours and var() references', () => {
    expect(themeStyle({ '--berth-accent': ' color-mix(in srgb, var(--brand) 80%, white) ' })).toEqual({
      '--berth-accent': 'color-mix(in srgb, var(--brand) 80%, white)',
    })
  })

  it('accepts only integer z-indexes', () => {
    expect(themeStyle({ '--berth-z-index': '2000' })).toEqual({ '--berth-z-index': '2000' })
    expect(themeStyle({ '--berth-z-index': 1.5 })).toEqual({})
    expect(themeStyle({ '--berth-z-index': '10; color: red' })).toEqual({})
    expect(themeStyle({ '--berth-z-index': Number.NaN })).toEqual({})
  })

  it('ignores non-string values and empty input', () => {
    expect(themeStyle(undefined)).toEqual({})
    expect(themeStyle(null)).toEqual({})
    expect(themeStyle({ '--berth-accent': { toString: () => 'red' } } as unknown as ThemeVariables)).toEqual({})
  })
})
