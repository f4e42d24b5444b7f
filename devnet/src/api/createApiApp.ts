import { Hono } from 'hono'
import type { ApiContext } from './apiContext'
import { loopbackCors } from './http/cors'
import { reasonCodes, reasonsResponse } from './http/reasons'
import { analyticsConfigRoute } from './routes/analyticsConfig'
import { configRoute } from './routes/config'
import { controlRoutes } from './routes/control'
import { eventsRoute } from './routes/events'
import { imagesRoute } from './routes/images'
import { originsRoute } from './routes/origins'
import { walletsRoute } from './routes/wallets'

/** The devnet's wallet-provider API (SPEC §7) and its control API, as a Hono app (no listening socket). */
export function createApiApp(context: ApiContext): Hono {
  const app = new Hono()
  app.use('*', loopbackCors)
  for (const route of [configRoute, originsRoute, walletsRoute, imagesRoute, analyticsConfigRoute, eventsRoute, controlRoutes]) {
    route(app, context)
  }
  app.notFound((c) => reasonsResponse(c, 404, [{ code: reasonCodes.notFound, description: `No route ${c.req.method} ${c.req.path}` }]))
  app.onError((error, c) => {
    context.log(`error: ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return reasonsResponse(c, 500, [{ code: reasonCodes.serverError, description: 'Internal error in the devnet API' }])
  })
  return app
}
