import { StoredValueRejectedError } from '../errors/storage.js'
import { STORAGE_PREFIX } from './createStorage.js'

/** The one cookie Berth writes: the remembered connections, so that a server can render them. */
export const CONNECTION_COOKIE_NAME = 'berth.connections'

/** The storage key whose value the cookie carries. */
export const CONNECTION_COOKIE_KEY = `${STORAGE_PREFIX}connections`

/**
 * The longest encoded value written or read. A record of three connections is under 600; anything
 * longer was not written by Berth, and a cookie that big would weigh on every request.
 */
export const MAX_CONNECTION_COOKIE_LENGTH = 2048

/** The raw (still encoded) value of cookie `name` in a Cookie header or `document.cookie`; the first one wins, as browsers send the most specific first. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}

export function encodeConnectionCookie(value: string): string {
  const encoded = encodeURIComponent(value)
  if (encoded.length > MAX_CONNECTION_COOKIE_LENGTH) {
    throw new StoredValueRejectedError(`the connection cookie would be ${encoded.length} characters, over the ${MAX_CONNECTION_COOKIE_LENGTH} allowed`)
  }
  return encoded
}

export function decodeConnectionCookie(raw: string): string {
  if (raw.length > MAX_CONNECTION_COOKIE_LENGTH) {
    throw new StoredValueRejectedError(`the connection cookie is ${raw.length} characters, over the ${MAX_CONNECTION_COOKIE_LENGTH} allowed`)
  }
  try {
    return decodeURIComponent(raw)
  } catch {
    throw new StoredValueRejectedError('the connection cookie is not URI-encoded')
  }
}
