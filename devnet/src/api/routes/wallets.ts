import type { Hono } from 'hono'
import type { ApiContext } from '../apiContext'
import { parseSdkQuery } from '../http/validate'
import { queryWallets } from '../listing/queryWallets'
import { walletsQuerySchema } from './walletsQuery'

/** GET /getWallets?page&entries&include&exclude&chains&search&badge_type → `{ count, data }`. */
export function walletsRoute(app: Hono, { listing }: ApiContext): void {
  app.get('/getWallets', (c) => {
    const parsed = parseSdkQuery(c, walletsQuerySchema)
    if (!parsed.ok) return parsed.response
    return c.json(queryWallets(listing.wallets, parsed.value.query))
  })
}
