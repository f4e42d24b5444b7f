import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import { evmAddressSchema, parseAddressParam } from '../http/chainParams'
import { parseSdkQuery } from '../http/validate'
import { devnetIdentities } from '../identity/devnetIdentities'
import { imageUrls } from '../images/imageUrls'

const querySchema = z.object({ sender: evmAddressSchema.optional() })

/**
 * GET /v1/identity/:address?sender → `{ name, avatar }`: the address's first registered account name
 * (/v1/profile), else the name of a devnet account that has one (identity/devnetIdentities.ts), with
 * an avatar image; `{ name: null, avatar: null }` otherwise.
 */
export function identityRoute(app: Hono, context: ApiContext): void {
  app.get('/v1/identity/:address', async (c) => {
    const parsed = parseSdkQuery(c, querySchema)
    if (!parsed.ok) return parsed.response
    const address = parseAddressParam(c, 'address')
    if (!address.ok) return address.response
    const registered = await context.names?.store.byAddress(address.value)
    const name = registered?.[0]?.name ?? devnetIdentities.get(address.value.toLowerCase())
    if (!name) return c.json({ name: null, avatar: null })
    return c.json({ name, avatar: imageUrls(new URL(c.req.url).origin, parsed.value.sdk).avatar(name) })
  })
}
