/*
 * The rules for URLs that come from outside the app (API payloads, wallet announcements, wallet
 * listings) before they reach an href or an <img>. Every caller in headless and ui-kit goes through
 * these two functions:
 *
 * - a link (safeLinkUrl) is an absolute URL the URL parser reads, at most 2,048 characters, with
 *   no whitespace, control or invisible character anywhere (browsers drop them, so "java\tscript:"
 *   runs as javascript:), and a scheme that is not in BLOCKED_LINK_SCHEMES; http(s) links name a
 *   host. Wallets' own schemes (`metamask://`) are links too.
 * - an image (safeImageUrl) is one of:
 *     - `data:image/<type>` with a type from IMAGE_DATA_TYPES and no markup in its payload, at most
 *       100,000 characters (EIP-6963 icons are data URIs);
 *     - `https://` anywhere;
 *     - `http://` on a loopback host only (a local API such as the devnet's), and, when the caller
 *       names the API the URL came from, on that API's origin only;
 *     - relative, on the page's own origin, only when the caller says the app itself named it.
 *   Nothing else: no javascript:, file:, blob:, protocol-relative `//host`, backslash or quote tricks.
 */

/** Schemes a link may never carry: they run code, read local files or show content of our choosing. */
export const BLOCKED_LINK_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])

/** The image types a `data:` URL may carry. */
export const IMAGE_DATA_TYPES: ReadonlySet<string> = new Set(['png', 'jpeg', 'jpg', 'gif', 'webp', 'avif', 'bmp', 'svg+xml', 'x-icon', 'vnd.microsoft.icon'])

export const MAX_LINK_LENGTH = 2_048
export const MAX_IMAGE_URL_LENGTH = 100_000

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]'])

// Whitespace, C0 and C1 controls, zero-width and direction characters: never inside a URL we keep.
const INVISIBLE_OR_SPACE = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/
// Characters that could end an attribute or start markup, and backslashes (parsers read them as /).
const MARKUP = /[<>"'`\\]/
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const WEB_LINK = /^https?:\/\/[^/?#]/i
const DATA_IMAGE = /^data:image\/([a-z0-9.+-]+)[;,]/i

const trimmedString = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined)

function parse(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base)
  } catch {
    return undefined
  }
}

/** True for a URL on 127.0.0.1, localhost or [::1]. */
export function isLoopbackUrl(value: string): boolean {
  const url = parse(value)
  return url !== undefined && LOOPBACK_HOSTS.has(url.hostname)
}

/**
 * A link to follow (a wallet's deep link, universal link, web app, homepage or store page): the
 * trimmed link when it keeps the rules above, else undefined.
 */
export function safeLinkUrl(value: unknown): string | undefined {
  const link = trimmedString(value)
  if (!link || link.length > MAX_LINK_LENGTH || INVISIBLE_OR_SPACE.test(link)) return undefined
  const scheme = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (!scheme || BLOCKED_LINK_SCHEMES.has(scheme)) return undefined
  if ((scheme === 'http' || scheme === 'https') && !WEB_LINK.test(link)) return undefined
  return parse(link) ? link : undefined
}

/** An absolute http(s) link that keeps the link rules, else undefined. */
export function safeWebUrl(value: unknown): string | undefined {
  const link = safeLinkUrl(value)
  return link && WEB_LINK.test(link) ? link : undefined
}

/** safeImageUrl's options: where the URL came from, which decides whether plain http and relative URLs are kept. */
export type SafeImageUrlOptions = {
  /** The API the URL came from: plain http images are then kept only from its origin, and only when it is loopback. */
  api?: string | undefined
  /** The app itself named the image (an option, a network definition): a relative URL on the page's origin is kept. */
  allowRelative?: boolean | undefined
}

/** An image URL for an <img>: the URL when it keeps the rules above, else undefined. */
export function safeImageUrl(value: unknown, options: SafeImageUrlOptions = {}): string | undefined {
  const src = trimmedString(value)
  if (!src || src.length > MAX_IMAGE_URL_LENGTH) return undefined

  const dataType = DATA_IMAGE.exec(src)?.[1]?.toLowerCase()
  if (dataType !== undefined) return IMAGE_DATA_TYPES.has(dataType) && !MARKUP.test(src) && !INVISIBLE_OR_SPACE.test(src) ? src : undefined

  if (INVISIBLE_OR_SPACE.test(src) || MARKUP.test(src)) return undefined
  const scheme = SCHEME.exec(src)?.[1]?.toLowerCase()
  if (scheme === undefined) return options.allowRelative && isSameOriginPath(src) ? src : undefined
  if (!WEB_LINK.test(src)) return undefined
  const url = parse(src)
  if (!url || url.username || url.password) return undefined
  if (url.protocol === 'https:') return url.href
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return undefined
  if (options.api === undefined) return url.href
  const api = parse(options.api)
  return api && api.protocol === 'http:' && LOOPBACK_HOSTS.has(api.hostname) && api.origin === url.origin ? url.href : undefined
}

// `/img/x.png`, `./x.png`, `x.png` stay on the page's origin; `//host/x.png` does not.
function isSameOriginPath(src: string): boolean {
  if (src.startsWith('//')) return false
  const base = 'https://same-origin.invalid/'
  return parse(src, base)?.origin === new URL(base).origin
}
