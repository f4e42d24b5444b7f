// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvalidCookieOptionError, StoredValueRejectedError } from '../errors/storage.js'
import { memoryBackend } from './backends.js'
import { CONNECTION_COOKIE_NAME, MAX_CONNECTION_COOKIE_LENGTH } from './connectionCookie.js'
import { cookieStorage } from './cookieStorage.js'

/** Sets a cookie as the page (or the browser, from an earlier visit) would. */
function setPageCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser, whose cookie jar this is
  document.cookie = value
}

const record = JSON.stringify({ version: 1, connections: [{ connectorId: 'io.metamask', caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }] })

afterEach(() => {
  setPageCookie(`${CONNECTION_COOKIE_NAME}=; path=/; max-age=0`)
  setPageCookie('other=; path=/; max-age=0')
  localStorage.clear()
  vi.restoreAllMocks()
})

/** What the page wrote to document.cookie, attributes included (reading it back gives only name=value). */
function cookieWrites() {
  const set = vi.spyOn(document, 'cookie', 'set')
  return () => set.mock.calls.map(([value]) => value)
}

describe('cookieStorage', () => {
  it('keeps the connections in the berth.connections cookie, which a server receives with the request', () => {
    const storage = cookieStorage()
    storage.setItem('@berth/connections', record)
    expect(document.cookie).toBe(`${CONNECTION_COOKIE_NAME}=${encodeURIComponent(record)}`)
    expect(storage.getItem('@berth/connections')).toBe(record)
    expect(localStorage.length).toBe(0)
    storage.removeItem('@berth/connections')
    expect(document.cookie).toBe('')
    expect(storage.getItem('@berth/connections')).toBeNull()
  })

  it('finds its cookie among the page’s others', () => {
    setPageCookie('other=1; path=/')
    cookieStorage().setItem('@berth/connections', record)
    setPageCookie('other=2; path=/')
    expect(cookieStorage().getItem('@berth/connections')).toBe(record)
  })

  it('sends every other key to the fallback (localStorage by default), never to a cookie', () => {
    cookieStorage().setItem('@berth/recent-wallets', '[{"id":"a","name":"A"}]')
    cookieStorage().setItem('@berth/siwx-sessions', '[]')
    expect(localStorage.getItem('@berth/recent-wallets')).toBe('[{"id":"a","name":"A"}]')
    expect(document.cookie).toBe('')
    const fallback = memoryBackend()
    const storage = cookieStorage({ fallback })
    storage.setItem('wc@2:core//keychain', '{"secret":"x"}')
    expect(fallback.getItem('wc@2:core//keychain')).toBe('{"secret":"x"}')
    expect(storage.getItem('wc@2:core//keychain')).toBe('{"secret":"x"}')
    storage.removeItem('wc@2:core//keychain')
    expect(fallback.getItem('wc@2:core//keychain')).toBeNull()
    expect(document.cookie).toBe('')
  })

  it('writes lax, site-wide, 30-day cookies by default, and the options given', () => {
    const writes = cookieWrites()
    cookieStorage().setItem('@berth/connections', '{}')
    cookieStorage({ path: '/app', domain: 'example.com', maxAgeSeconds: 60, sameSite: 'strict', secure: true }).setItem('@berth/connections', '{}')
    cookieStorage({ sameSite: 'none', secure: false }).removeItem('@berth/connections')
    expect(writes()).toEqual([
      `${CONNECTION_COOKIE_NAME}=%7B%7D; path=/; max-age=2592000; samesite=lax`,
      `${CONNECTION_COOKIE_NAME}=%7B%7D; path=/app; max-age=60; samesite=strict; domain=example.com; secure`,
      `${CONNECTION_COOKIE_NAME}=; path=/; max-age=0; samesite=none; secure`,
    ])
  })

  it('refuses to write a value over the cookie limit (the client logs it and keeps it in memory)', () => {
    const writes = cookieWrites()
    const large = JSON.stringify({ padding: 'x'.repeat(MAX_CONNECTION_COOKIE_LENGTH) })
    expect(() => cookieStorage().setItem('@berth/connections', large)).toThrow(StoredValueRejectedError)
    expect(writes()).toEqual([])
  })

  it.each([
    ['too large', 'x'.repeat(MAX_CONNECTION_COOKIE_LENGTH + 1), 'over the 2048 allowed'],
    ['not URI-encoded', '%E0%A4%A', 'not URI-encoded'],
  ])('throws on a cookie that is %s (the client logs it and starts disconnected)', (_, raw, reason) => {
    setPageCookie(`${CONNECTION_COOKIE_NAME}=${raw}; path=/`)
    expect(() => cookieStorage().getItem('@berth/connections')).toThrow(reason)
  })

  it.each([
    [{ path: 'app' }, 'path "app" must start with "/"'],
    [{ path: '/; domain=evil.example' }, 'must start with "/" and hold no spaces or ";"'],
    [{ domain: 'example.com; secure' }, 'is not a host name'],
    [{ maxAgeSeconds: 0 }, 'maxAgeSeconds must be a positive whole number'],
  ])('refuses options that would break the cookie: %j', (options, details) => {
    expect(() => cookieStorage(options)).toThrow(InvalidCookieOptionError)
    expect(() => cookieStorage(options)).toThrow(details)
  })
})
