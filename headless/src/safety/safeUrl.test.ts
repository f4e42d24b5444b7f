import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeImageUrl, safeLinkUrl } from './safeUrl.js'

describe('safeLinkUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/path',
    '/relative',
    'not a url',
    '',
  ])('drops %j', (value) => {
    expect(safeLinkUrl(value)).toBeUndefined()
  })

  it.each(['https://wallet.example', 'http://wallet.example', 'metamask://wc?uri=', 'trust://', 'https://apps.apple.com/app/id1'])('keeps %j', (value) => {
    expect(safeLinkUrl(value)).toBe(value)
  })

  it('never lets a blocked scheme through, however it is spelled', () => {
    const blocked = fc.constantFrom('javascript', 'data', 'vbscript', 'file')
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0', '\u200b')
    const spelled = fc
      .tuple(blocked, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), fc.array(noise, { minLength: 11, maxLength: 11 }), fc.string())
      .map(([scheme, upper, gaps, rest]) => `${gaps[0]}${[...scheme].map((c, i) => `${upper[i] ? c.toUpperCase() : c}${gaps[i + 1] ?? ''}`).join('')}:${rest}`)
    fc.assert(
      fc.property(spelled, (value) => {
        expect(safeLinkUrl(value)).toBeUndefined()
      }),
      { numRuns: 2_000 },
    )
  })
})

describe('safeImageUrl', () => {
  const devnet = 'http://127.0.0.1:8787'
  it('keeps https anywhere and http only under a loopback configured base', () => {
    expect(safeImageUrl('https://cdn.example/a.png', devnet)).toBe('https://cdn.example/a.png')
    expect(safeImageUrl('http://127.0.0.1:8787/getWalletImage/x', devnet)).toBe('http://127.0.0.1:8787/getWalletImage/x')
    expect(safeImageUrl('http://127.0.0.1:9999/x', devnet)).toBeUndefined()
    expect(safeImageUrl('http://cdn.example/a.png', devnet)).toBeUndefined()
    expect(safeImageUrl('http://api.example/x', 'http://api.example')).toBeUndefined()
  })

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x', 'file:///x.png', 'ftp://x/y.png', ''])('drops %j', (value) => {
    expect(safeImageUrl(value, devnet)).toBeUndefined()
  })

  it('only ever returns https or the loopback base', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('http://127.0.0.1:8787/a', 'file:///a', 'data:,x')), (value) => {
        const safe = safeImageUrl(value, devnet)
        if (safe !== undefined) expect(safe.startsWith('https://') || safe.startsWith(`${devnet}/`)).toBe(true)
      }),
      { numRuns: 2_000 },
    )
  })
})
