import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import { evmAddressSchema, parseAddressParam } from '../http/chainParams'
import { parseSdkQuery } from '../http/validate'
import { devnetIdentities } from '../identity/devnetIdentities'
import { imageUrls } from '../images/imageUrls'

const querySchema = z.object({ sender: evmAddressSchema.optional() })

/**
 * GET /v1/identity/:address?sender → `{ name, avatar }`: a name and an avatar image for the devnet
 * accounts that have one (identity/devnetIdentities.ts), `{ name: null, avatar: null }` otherwise.
 */
export function identityRoute(app: Hono, _context: ApiContext): void {
  app.get('/v1/identity/:address', (c) => {
    const parsed = parseSdkQuery(c, querySchema)
    if (!parsed.ok) return parsed.response
    const address = parseAddressParam(c, 'address')
    if (!address.ok) return address.response
    const name = devnetIdentities.get(address.value.toLowerCase())
    if (!name) return c.json({ name: null, avatar: null })
    return c.json({ name, avatar: imageUrls(new URL(c.req.url).origin, parsed.value.sdk).avatar(name) })
  })
}
