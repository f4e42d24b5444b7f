import { isLoopbackUrl, safeWebUrl } from '../../safety/safeUrl.js'

/**
 * A checkout URL the API handed out, when it is safe to open: https anywhere, plain http only on a
 * loopback host (a local on-ramp such as a devnet's), no credentials, and the link rules of
 * safeLinkUrl. Undefined otherwise.
 */
export function safeCheckoutUrl(value: unknown): string | undefined {
  const link = safeWebUrl(value)
  if (!link) return undefined
  const url = new URL(link)
  if (url.username || url.password) return undefined
  if (url.protocol === 'http:' && !isLoopbackUrl(link)) return undefined
  return link
}

/**
 * Why the checkout may not send the buyer back to `redirectUrl`, or undefined: it must be an http(s)
 * URL without credentials on the page's own origin (`pageOrigin`; any origin when the page has none,
 * as on a server).
 */
export function redirectError(redirectUrl: string, pageOrigin: string | undefined): string | undefined {
  const link = safeWebUrl(redirectUrl)
  if (!link) return 'The redirect must be an http or https URL'
  const url = new URL(link)
  if (url.username || url.password) return 'The redirect must not carry credentials'
  if (pageOrigin !== undefined && url.origin !== pageOrigin) return `The redirect must stay on ${pageOrigin}`
  return undefined
}
