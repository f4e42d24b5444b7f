import { cors } from 'hono/cors'
import { INDEX_HEADERS } from '../indexer/indexHeaders'

/** True for http(s) origins on 127.0.0.0/8, localhost (and *.localhost) or [::1], any port. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.origin !== origin) return false
  const host = url.hostname
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)
}

/** CORS for loopback origins only (the example app, Ladle, the secure frame); preflights answered with 204,
 * requested headers reflected; the index headers readable by pages (how far the history is). */
export const loopbackCors = cors({
  origin: (origin) => (isLoopbackOrigin(origin) ? origin : null),
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  exposeHeaders: Object.values(INDEX_HEADERS),
  maxAge: 600,
})
