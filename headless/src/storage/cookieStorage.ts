import { InvalidCookieOptionError } from '../errors/storage.js'
import { localStorageBackend } from './backends.js'
import { CONNECTION_COOKIE_KEY, CONNECTION_COOKIE_NAME, cookieValue, decodeConnectionCookie, encodeConnectionCookie } from './connectionCookie.js'
import type { StorageBackend } from './types.js'

/** cookieStorage's options: the connection cookie's attributes, and where every other key is stored. */
export type CookieStorageParameters = {
  /** How long the browser keeps the cookie. Default 30 days. */
  maxAgeSeconds?: number
  /** Default '/': every page of the site renders the connection. */
  path?: string
  /** Default: the page's host only. */
  domain?: string
  /** Default 'lax'. */
  sameSite?: 'lax' | 'strict' | 'none'
  /** Default: when the page is served over https. */
  secure?: boolean
  /**
   * Where every other key goes (recent wallets, sign-in sessions, WalletConnect's session and
   * keys): the page's localStorage by default. They are large, some are secret, and a server
   * never needs them, so they never travel in a request.
   */
  fallback?: StorageBackend
}

const DEFAULT_MAX_AGE_SECONDS = 60 * 60 * 24 * 30
const PATH = /^\/[\x21-\x7e]*$/
const DOMAIN = /^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/

/**
 * Storage for apps that render on a server: the remembered connections ('@berth/connections') go
 * in the `berth.connections` cookie, which the server reads back with cookieToInitialState; every
 * other key goes to `fallback`. Where there is no document (a server), reads find nothing and
 * writes do nothing; nothing is touched until a read or a write.
 *
 * `createClient({ networks, storage: cookieStorage() })`
 */
export function cookieStorage(parameters: CookieStorageParameters = {}): StorageBackend {
  const path = parameters.path ?? '/'
  if (!PATH.test(path) || path.includes(';')) throw new InvalidCookieOptionError(`path ${JSON.stringify(path)} must start with "/" and hold no spaces or ";"`)
  if (parameters.domain !== undefined && !DOMAIN.test(parameters.domain))
    throw new InvalidCookieOptionError(`domain ${JSON.stringify(parameters.domain)} is not a host name`)
  const maxAge = parameters.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS
  if (!Number.isInteger(maxAge) || maxAge <= 0) throw new InvalidCookieOptionError(`maxAgeSeconds must be a positive whole number, got ${maxAge}`)
  const sameSite = parameters.sameSite ?? 'lax'
  const fallback = parameters.fallback ?? localStorageBackend()
  const page = () => (typeof document === 'undefined' ? undefined : document)
  const attributes = (age: number) => {
    // Browsers drop a SameSite=None cookie that is not Secure.
    const secure = sameSite === 'none' || (parameters.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:'))
    return [
      `path=${path}`,
      `max-age=${age}`,
      `samesite=${sameSite}`,
      ...(parameters.domain ? [`domain=${parameters.domain}`] : []),
      ...(secure ? ['secure'] : []),
    ].join('; ')
  }
  return {
    getItem(key) {
      if (key !== CONNECTION_COOKIE_KEY) return fallback.getItem(key)
      const raw = cookieValue(page()?.cookie, CONNECTION_COOKIE_NAME)
      return raw === undefined ? null : decodeConnectionCookie(raw)
    },
    setItem(key, value) {
      if (key !== CONNECTION_COOKIE_KEY) return fallback.setItem(key, value)
      const target = page()
      if (target) target.cookie = `${CONNECTION_COOKIE_NAME}=${encodeConnectionCookie(value)}; ${attributes(maxAge)}`
    },
    removeItem(key) {
      if (key !== CONNECTION_COOKIE_KEY) return fallback.removeItem(key)
      const target = page()
      if (target) target.cookie = `${CONNECTION_COOKIE_NAME}=; ${attributes(0)}`
    },
  }
}
