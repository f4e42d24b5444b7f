import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AuthService } from './auth/authService'
import type { FarcasterLogins } from './auth/farcasterLogins'
import type { SocialLogins } from './auth/socialLogins'
import type { FrameNetwork } from './frameNetworks'
import { addAuthRoutes } from './server/authRoutes'
import { renderFramePage } from './server/pages'
import { addRpcRoutes } from './server/rpcRoutes'
import { addSocialRoutes } from './server/socialRoutes'

export const DEVNET_FRAME_SERVICE = 'berth-devnet-frame'

export interface CreateFrameAppOptions {
  auth: AuthService
  /** The frame's own origin ('http://localhost:8790'): the only one its API answers. */
  frameOrigin: string
  networks: readonly FrameNetwork[]
  /** The social logins (OpenID Connect) and Sign In With Farcaster; without them those routes answer 404. */
  logins?: { social: SocialLogins; farcaster: FarcasterLogins }
  /** The bundled frame page script. */
  frameScript: () => Promise<string>
  log?: (line: string) => void
}

/** The secure frame's server: the page, its script, the auth API, device approval and the /v1/ RPC pass-through. */
export function createFrameApp(options: CreateFrameAppOptions): Hono {
  const log = options.log ?? (() => {})
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'no-referrer')
  })
  // The API answers only the frame's own origin: no CORS headers, a preflight refused, and a
  // request another origin's page sends (its Origin header says so) refused before it is read.
  for (const path of ['/auth/*', '/v1/*']) {
    app.use(path, async (c, next) => {
      const origin = c.req.header('origin')
      if (c.req.method === 'OPTIONS' || (origin !== undefined && origin !== options.frameOrigin))
        return c.json({ message: 'The frame API answers only its own origin' }, 403)
      return next()
    })
    app.use(path, bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ message: 'The request is too large' }, 413) }))
  }

  app.get('/devnet/frame/health', (c) => c.json({ ok: true, service: DEVNET_FRAME_SERVICE }))
  app.get('/', (c) => {
    c.header('content-security-policy', "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:")
    return c.html(renderFramePage({ networks: options.networks.map(({ caipNetworkId, name }) => ({ caipNetworkId, name })) }))
  })
  app.get('/frame.js', async (c) => {
    try {
      c.header('content-type', 'text/javascript; charset=utf-8')
      c.header('cache-control', 'no-cache')
      return c.body(await options.frameScript())
    } catch (error) {
      log(`frame script build failed: ${error instanceof Error ? error.message : String(error)}`)
      return c.text('The frame script failed to build', 500)
    }
  })
  addAuthRoutes(app, options.auth, options.networks, log)
  addRpcRoutes(app, options.networks)
  if (options.logins) addSocialRoutes(app, { ...options.logins, frameOrigin: () => options.frameOrigin, log })
  app.notFound((c) => c.json({ message: 'Not found' }, 404))
  return app
}
