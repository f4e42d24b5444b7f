import { describe, expect, it } from 'vitest'
import { checkPairingUri, PAIRING_ERRORS, uriFromDeepLink } from './pairingUri'

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const now = 1_800_000_000_000
const good = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${now / 1000 + 300}`

describe('checkPairingUri', () => {
  it('accepts a v2 URI and reads its topic and expiry', () => {
    expect(checkPairingUri(good, now)).toEqual({ ok: true, uri: good, topic, expiresAt: now + 300_000 })
    expect(checkPairingUri(`  ${good}\n`, now)).toMatchObject({ ok: true, uri: good })
  })

  it('accepts the URI percent-encoded, and the whole web-app deep link', () => {
    expect(checkPairingUri(encodeURIComponent(good), now)).toMatchObject({ ok: true, uri: good })
    expect(checkPairingUri(`http://127.0.0.1:5174/wc?uri=${encodeURIComponent(good)}`, now)).toMatchObject({ ok: true, uri: good })
  })

  it('says what is wrong with a malformed link', () => {
    const cases: [string, string][] = [
      ['', PAIRING_ERRORS.empty],
      ['   ', PAIRING_ERRORS.empty],
      ['https://example.invalid/pair', PAIRING_ERRORS.notWalletConnect],
      ['hello', PAIRING_ERRORS.notWalletConnect],
      [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey} extra`, PAIRING_ERRORS.notWalletConnect],
      ['wc:garbage', PAIRING_ERRORS.noTopic],
      [`wc:${topic}@1?bridge=x&key=y`, PAIRING_ERRORS.version('1')],
      [`wc:${topic}?relay-protocol=irn&symKey=${symKey}`, PAIRING_ERRORS.version('')],
      [`wc:${topic}@2?symKey=${symKey}`, PAIRING_ERRORS.noRelay],
      [`wc:${topic}@2?relay-protocol=irn`, PAIRING_ERRORS.symKey],
      [`wc:${topic}@2?relay-protocol=irn&symKey=xyz`, PAIRING_ERRORS.symKey],
      [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=soon`, PAIRING_ERRORS.expiry],
    ]
    for (const [input, error] of cases) expect(checkPairingUri(input, now), input).toEqual({ ok: false, error })
  })

  it('refuses an expired link (expiryTimestamp in seconds, at or before now)', () => {
    const expired = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${now / 1000}`
    expect(checkPairingUri(expired, now)).toEqual({ ok: false, error: PAIRING_ERRORS.expired })
    expect(checkPairingUri(expired, now - 1000)).toMatchObject({ ok: true })
  })
})

describe('uriFromDeepLink', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the test's name quotes the modal's template literal
  it('reads /wc?uri= (the modal builds `${webapp_link}/wc?uri=${encodeURIComponent(uri)}`), and nothing else', () => {
    expect(uriFromDeepLink({ pathname: '/wc', search: `?uri=${encodeURIComponent(good)}` })).toBe(good)
    expect(uriFromDeepLink({ pathname: '/wc/', search: `?account=3&uri=${encodeURIComponent(good)}` })).toBe(good)
    expect(uriFromDeepLink({ pathname: '/', search: `?uri=${encodeURIComponent(good)}` })).toBeUndefined()
    expect(uriFromDeepLink({ pathname: '/wc', search: '' })).toBeUndefined()
  })
})
