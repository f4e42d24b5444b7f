import { z } from 'zod'

const claimsSchema = z.object({ iss: z.string().min(1).optional(), sub: z.string().min(1).optional() })

/**
 * The client a socket belongs to, from the `?auth=` JWT of its connection URL: the `iss` claim
 * (did:key of the client's persistent key, the same across reconnects and restarts), else `sub`.
 * The token is decoded, not verified: this is a devnet. Undefined when there is no usable token.
 */
export function clientIdFromAuth(token: string | null | undefined): string | undefined {
  if (!token) return undefined
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return undefined
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const claims = claimsSchema.safeParse(payload)
  if (!claims.success) return undefined
  return claims.data.iss ?? claims.data.sub
}

/** clientIdFromAuth of a request URL's `auth` query parameter (`/?auth=...&projectId=...`). */
export function clientIdFromRequestUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url, 'http://relay.invalid')
  } catch {
    return undefined
  }
  return clientIdFromAuth(parsed.searchParams.get('auth'))
}
