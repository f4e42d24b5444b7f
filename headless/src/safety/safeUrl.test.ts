import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BLOCKED_LINK_SCHEMES,
  IMAGE_DATA_TYPES,
  isLoopbackUrl,
  MAX_IMAGE_URL_LENGTH,
  MAX_LINK_LENGTH,
  safeImageUrl,
  safeLinkUrl,
  safeWebUrl,
} from './safeUrl.js'

const RUNS = 2_000

// Characters a browser drops or ignores inside a URL, which an attacker uses to hide a scheme.
const noise = fc.constantFrom(
  '',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u00ad',
  '\u200b',
  '\u200e',
  '\u202e',
  '\u2066',
  '\ufeff',
)

/** A blocked scheme in mixed case with noise around and inside it, then anything. */
const disguisedBlockedScheme = fc
  .tuple(
    fc.constantFrom(...BLOCKED_LINK_SCHEMES),
    fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    fc.array(noise, { minLength: 11, maxLength: 11 }),
    fc.string(),
  )
  .map(([scheme, upper, gaps, rest]) => `${gaps[0]}${[...scheme].map((c, i) => `${upper[i] ? c.toUpperCase() : c}${gaps[i + 1] ?? ''}`).join('')}:${rest}`)

/** Strings that look like URLs of every kind, and strings that do not. */
const urlLike = fc.oneof(
  fc.webUrl({ withFragments: true, withQueryParameters: true }),
  fc.string(),
  fc
    .tuple(
      fc.constantFrom('http://', 'https://', 'metamask://', 'data:image/png;base64,', 'data:text/html,', '//', '/', './', 'javascript:', 'blob:', ''),
      fc.string(),
    )
    .map(([a, b]) => a + b),
  disguisedBlockedScheme,
)

const MARKUP = /[<>"'`\\]/

describe('safeLinkUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'about:blank',
    '//evil.example/path',
    '/relative',
    'wallet.example/path',
    'https:evil.example',
    'https://',
    'https://wallet.example/a b',
    'https://wallet.example/\u202egnp.exe',
    'not a url',
    '',
    '   ',
    `https://wallet.example/${'a'.repeat(MAX_LINK_LENGTH)}`,
  ])('drops %j', (value) => {
    expect(safeLinkUrl(value)).toBeUndefined()
  })

  it.each([
    ['https://wallet.example', 'https://wallet.example'],
    ['http://wallet.example/wc?uri=x', 'http://wallet.example/wc?uri=x'],
    ['  https://apps.apple.com/app/id1  ', 'https://apps.apple.com/app/id1'],
    ['metamask://wc?uri=', 'metamask://wc?uri='],
    ['trust://', 'trust://'],
    ['zerion:app', 'zerion:app'],
  ])('keeps %j as %j', (value, kept) => {
    expect(safeLinkUrl(value)).toBe(kept)
  })

  it.each([null, undefined, 42, {}, ['https://a.example']])('drops the non-string %j', (value) => {
    expect(safeLinkUrl(value)).toBeUndefined()
  })

  it('never lets a blocked scheme through, however it is spelled', () => {
    fc.assert(
      fc.property(disguisedBlockedScheme, (value) => {
        expect(safeLinkUrl(value)).toBeUndefined()
      }),
      { numRuns: RUNS },
    )
  })

  it('keeps only links a browser reads with an allowed scheme, with nothing hidden in them', () => {
    fc.assert(
      fc.property(urlLike, (value) => {
        const link = safeLinkUrl(value)
        if (link === undefined) return
        expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH)
        expect(link).not.toMatch(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/)
        // The URL parser, as a browser follows the link, agrees on the scheme.
        const protocol = new URL(link).protocol.slice(0, -1)
        expect(BLOCKED_LINK_SCHEMES.has(protocol)).toBe(false)
        if (protocol === 'http' || protocol === 'https') expect(new URL(link).host).not.toBe('')
      }),
      { numRuns: RUNS },
    )
  })
})

describe('safeWebUrl', () => {
  it('keeps http(s) links only', () => {
    expect(safeWebUrl('https://explorer.example/')).toBe('https://explorer.example/')
    expect(safeWebUrl('http://127.0.0.1:8787/devnet/explorer')).toBe('http://127.0.0.1:8787/devnet/explorer')
    expect(safeWebUrl('metamask://wc')).toBeUndefined()
    expect(safeWebUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeWebUrl(undefined)).toBeUndefined()
  })
})

describe('safeImageUrl', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
  const devnet = 'http://127.0.0.1:8787'

  it.each([...IMAGE_DATA_TYPES].map((type) => `data:image/${type};base64,AAAA`))('keeps the data URL %j', (value) => {
    expect(safeImageUrl(value)).toBe(value)
  })

  it.each([
    PNG,
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    'DATA:IMAGE/PNG;base64,AAAA',
  ])('keeps the icon %j as it is', (value) => {
    expect(safeImageUrl(value)).toBe(value)
  })

  it.each([
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/x-unknown;base64,AAAA',
    'data:image/png',
    'data:,x',
    `data:image/png;base64,${'A'.repeat(MAX_IMAGE_URL_LENGTH)}`,
  ])('drops the data URL %j', (value) => {
    expect(safeImageUrl(value)).toBeUndefined()
  })

  it('keeps https anywhere, normalised as the browser reads it', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(safeImageUrl(' https://CDN.example ')).toBe('https://cdn.example/')
    expect(safeImageUrl('https://cdn.example/a.png', { api: devnet })).toBe('https://cdn.example/a.png')
  })

  it('keeps plain http on a loopback host only, and only from the API it came from when that API is named', () => {
    expect(safeImageUrl('http://127.0.0.1:8787/getWalletImage/abc')).toBe('http://127.0.0.1:8787/getWalletImage/abc')
    expect(safeImageUrl('http://localhost:8787/x.svg')).toBe('http://localhost:8787/x.svg')
    expect(safeImageUrl('http://[::1]:8787/x.svg')).toBe('http://[::1]:8787/x.svg')
    expect(safeImageUrl('http://127.0.0.1:8787/getWalletImage/x', { api: devnet })).toBe('http://127.0.0.1:8787/getWalletImage/x')
    expect(safeImageUrl('http://127.0.0.1:9999/x', { api: devnet })).toBeUndefined()
    expect(safeImageUrl('http://localhost:8787/x', { api: devnet })).toBeUndefined()
    // A remote API's payload never points the page at the visitor's own machine.
    expect(safeImageUrl('http://127.0.0.1:8787/x', { api: 'https://api.example' })).toBeUndefined()
    expect(safeImageUrl('http://api.example/x', { api: 'http://api.example' })).toBeUndefined()
    expect(safeImageUrl('http://cdn.example/a.png')).toBeUndefined()
    expect(safeImageUrl('http://127.0.0.1.evil.example/x.png')).toBeUndefined()
    expect(safeImageUrl('http://10.0.0.1/x.png')).toBeUndefined()
  })

  it('keeps relative URLs on the page origin only when the app named the image', () => {
    for (const value of ['/images/fox.png', './fox.png', 'fox.png']) {
      expect(safeImageUrl(value, { allowRelative: true })).toBe(value)
      expect(safeImageUrl(value)).toBeUndefined()
    }
    for (const value of ['//evil.example/fox.png', '/\\evil.example/fox.png', '\\\\evil.example/fox.png']) {
      expect(safeImageUrl(value, { allowRelative: true })).toBeUndefined()
    }
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'file:///x.png',
    'blob:https://example.com/uuid',
    'ftp://example.com/fox.png',
    'https:evil.example',
    'https://user:pass@cdn.example/a.png',
    'https://cdn.example/a b.png',
    '<svg onload=alert(1)>',
    '"><img src=x onerror=alert(1)>',
    '',
  ])('drops %j', (value) => {
    expect(safeImageUrl(value)).toBeUndefined()
    expect(safeImageUrl(value, { allowRelative: true, api: devnet })).toBeUndefined()
  })

  it.each([null, undefined, 42, {}])('drops the non-string %j', (value) => {
    expect(safeImageUrl(value)).toBeUndefined()
  })

  it('only ever returns a data image, https, loopback http, or (when allowed) a path on the page origin', () => {
    const options = fc.record({ api: fc.constantFrom(undefined, devnet, 'https://api.example'), allowRelative: fc.boolean() })
    fc.assert(
      fc.property(urlLike, options, (value, { api, allowRelative }) => {
        const src = safeImageUrl(value, { api, allowRelative })
        if (src === undefined) return
        expect(src.length).toBeLessThanOrEqual(MAX_IMAGE_URL_LENGTH)
        expect(src).not.toMatch(MARKUP)
        if (/^data:/i.test(src)) {
          expect(IMAGE_DATA_TYPES.has(/^data:image\/([^;,]+)/i.exec(src)?.[1]?.toLowerCase() ?? '')).toBe(true)
          return
        }
        const url = new URL(src, 'https://page.example/')
        if (url.origin === 'https://page.example') expect(allowRelative).toBe(true)
        else if (url.protocol === 'http:') {
          expect(isLoopbackUrl(src)).toBe(true)
          if (api !== undefined) expect(url.origin).toBe(new URL(api).origin)
        } else expect(url.protocol).toBe('https:')
      }),
      { numRuns: RUNS },
    )
  })
})

describe('isLoopbackUrl', () => {
  it.each([
    ['http://127.0.0.1:8787', true],
    ['http://localhost/x', true],
    ['http://[::1]:5173/', true],
    ['https://127.0.0.1.evil.example', false],
    ['http://10.0.0.1', false],
    ['not a url', false],
  ])('%j: %s', (value, loopback) => {
    expect(isLoopbackUrl(value)).toBe(loopback)
  })
})
