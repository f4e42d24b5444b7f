import { Hono } from 'hono'
import type { ApiContext } from './apiContext'
import { ChainUnavailableError } from './chains/chainUnavailable'
import { loopbackCors } from './http/cors'
import { reasonCodes, reasonsResponse } from './http/reasons'
import { analyticsConfigRoute } from './routes/analyticsConfig'
import { balanceRoute } from './routes/balance'
import { configRoute } from './routes/config'
import { controlRoutes } from './routes/control'
import { convertRoutes } from './routes/convert'
import { eventsRoute } from './routes/events'
import { explorerRoutes } from './routes/explorer'
import { fungiblePriceRoute } from './routes/fungiblePrice'
import { historyRoute } from './routes/history'
import { identityRoute } from './routes/identity'
import { imagesRoute } from './routes/images'
import { nftsRoute } from './routes/nfts'
import { onrampRoutes } from './routes/onramp'
import { originsRoute } from './routes/origins'
import { profileRoutes } from './routes/profile'
import { sessionRoutes } from './routes/sessions'
import { supportedChainsRoute } from './routes/supportedChains'
import { walletsRoute } from './routes/wallets'

/**
 * The devnet's wallet-provider API and blockchain data API (docs/api.md), its explorer and its control
 * API, as a Hono app (no listening socket).
 */
export function createApiApp(context: ApiContext): Hono {
  const app = new Hono()
  app.use('*', loopbackCors)
  for (const route of [
    configRoute,
    originsRoute,
    walletsRoute,
    imagesRoute,
    analyticsConfigRoute,
    eventsRoute,
    supportedChainsRoute,
    balanceRoute,
    fungiblePriceRoute,
    convertRoutes,
    identityRoute,
    historyRoute,
    nftsRoute,
    sessionRoutes,
    profileRoutes,
    onrampRoutes,
    explorerRoutes,
    controlRoutes,
  ]) {
    route(app, context)
  }
  app.notFound((c) => reasonsResponse(c, 404, [{ code: reasonCodes.notFound, description: `No route ${c.req.method} ${c.req.path}` }]))
  app.onError((error, c) => {
    // A chain that does not answer is the devnet's state, not a bug: 503 naming the chain.
    if (error instanceof ChainUnavailableError) return reasonsResponse(c, 503, [{ code: reasonCodes.chainUnavailable, description: error.message }])
    context.log(`error: ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return reasonsResponse(c, 500, [{ code: reasonCodes.serverError, description: 'Internal error in the devnet API' }])
  })
  return app
}
