/*
 * Wallet and avatar images come from remote listings and wallet announcements (EIP-6963 icons),
 * so their URLs are untrusted. We render an <img> only for:
 *   - `data:image/...` URLs (EIP-6963 icons are data URIs),
 *   - absolute `https://` URLs,
 *   - `http://` URLs on a loopback host (a local API such as the devnet's; browsers block them as
 *     mixed content on https pages anyway),
 *   - relative URLs on the page's own origin (`/img/x.png`, `./x.png`, `x.png`).
 * Anything else (javascript:, http:, protocol-relative `//host`, backslash tricks, whitespace or
 * control characters the URL parser would strip, markup) is refused and the fallback is shown.
 */
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\<>"'`]/
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const MAX_LENGTH = 100_000

export function isSafeImageSrc(src: unknown): src is string {
  if (typeof src !== 'string' || src.length === 0 || src.length > MAX_LENGTH) return false
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(src)) {
    // the payload may not carry markup: an inline SVG with script attributes is refused
    return !/[<>"'`\\\u0000-\u001f]/.test(src)
  }
  if (UNSAFE_CHARS.test(src)) return false
  if (/^https:\/\/[^/?#]/i.test(src)) return canParse(src)
  if (/^http:\/\/[^/?#]/i.test(src)) return isLoopbackHttp(src)
  if (HAS_SCHEME.test(src)) return false
  // relative: must stay on this origin; `//host` would be protocol-relative
  if (src.startsWith('//')) return false
  return canParse(src, 'https://same-origin.invalid/')
}

function canParse(url: string, base?: string): boolean {
  try {
    const parsed = new URL(url, base)
    if (base) return parsed.origin === new URL(base).origin
    return parsed.protocol === 'https:'
  } catch {
    return false
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function isLoopbackHttp(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)
  } catch {
    return false
  }
}
