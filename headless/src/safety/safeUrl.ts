/** Schemes a listing link may never carry: they run code or read local files when followed. */
export const BLOCKED_LINK_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'data', 'vbscript', 'file'])

// Browsers drop ASCII whitespace and control characters inside a scheme ("java\tscript:"), so we do too before reading it.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * A wallet link from the listing (deep link, universal link, web app, homepage): kept only when it
 * is an absolute URL whose scheme is not javascript:, data:, vbscript: or file:. Custom deep-link
 * schemes (`metamask://`) are kept.
 */
export function safeLinkUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (trimmed === '' || trimmed.length > 2_048) return undefined
  const scheme = SCHEME.exec(trimmed.replace(IGNORED_IN_SCHEME, ''))?.[1]?.toLowerCase()
  if (!scheme || BLOCKED_LINK_SCHEMES.has(scheme)) return undefined
  // Anything the cleaned string calls a safe scheme must also be what the raw string starts with.
  if (!trimmed.toLowerCase().startsWith(`${scheme}:`)) return undefined
  return trimmed
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function isLoopbackUrl(value: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(value).hostname)
  } catch {
    return false
  }
}

/**
 * An image URL for an <img>: https anywhere, or plain http only under the configured API base when
 * that base is loopback (the devnet). Everything else (http elsewhere, data:, javascript:, file:) is dropped.
 */
export function safeImageUrl(value: string | null | undefined, configuredBase: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return undefined
  }
  if (url.protocol === 'https:') return url.href
  if (url.protocol !== 'http:' || !isLoopbackUrl(configuredBase)) return undefined
  try {
    const base = new URL(configuredBase)
    return base.protocol === 'http:' && url.origin === base.origin ? url.href : undefined
  } catch {
    return undefined
  }
}
