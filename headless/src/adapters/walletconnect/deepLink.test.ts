import { describe, expect, it } from 'vitest'
import { buildDeepLink, isSafeWalletLink } from './deepLink.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1730000000'
const encoded = encodeURIComponent(uri)

describe('buildDeepLink', () => {
  it('builds a universal or web-app link as <origin><path>/wc?uri=', () => {
    expect(buildDeepLink('http://127.0.0.1:5174', uri)).toBe(`http://127.0.0.1:5174/wc?uri=${encoded}`)
    expect(buildDeepLink('https://wallet.example/app/', uri)).toBe(`https://wallet.example/app/wc?uri=${encoded}`)
    expect(buildDeepLink('https://wallet.example/app?ref=x#top', uri)).toBe(`https://wallet.example/app/wc?uri=${encoded}`)
  })

  it('builds a custom-scheme link, adding :// to a bare scheme', () => {
    expect(buildDeepLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(buildDeepLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(buildDeepLink('trust', uri)).toBe(`trust://wc?uri=${encoded}`)
    expect(buildDeepLink('zerion://app', uri)).toBe(`zerion://app/wc?uri=${encoded}`)
  })

  it('encodes the URI so it cannot add parameters to the wallet link', () => {
    const link = buildDeepLink('https://wallet.example', uri)!
    expect(new URL(link).searchParams.get('uri')).toBe(uri)
    expect([...new URL(link).searchParams.keys()]).toEqual(['uri'])
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'javascript',
    'data:',
    '',
    '//wallet.example',
    'wallet.example/path',
  ])('refuses %j', (link) => {
    expect(buildDeepLink(link, uri)).toBeUndefined()
    expect(isSafeWalletLink(link)).toBe(false)
  })

  it('refuses a URI that is not a wc: URI', () => {
    expect(buildDeepLink('https://wallet.example', 'javascript:alert(1)')).toBeUndefined()
    expect(buildDeepLink('https://wallet.example', 'wc:abc def')).toBeUndefined()
  })
})
