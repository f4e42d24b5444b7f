import { createServer, type Server } from 'node:http'
import { createOidcProvider } from './createOidcProvider'
import { DEVNET_OIDC_PORT, DEVNET_OIDC_REDIRECT_URI, DEVNET_OIDC_SERVICE } from './devnetOidcClient'
import { handleInteraction } from './handleInteraction'
import { renderMessagePage } from './interactionPage'

export interface StartOidcServerOptions {
  /** Default 8792. A fixed port: the issuer names it. */
  port?: number
  /** Default 127.0.0.1; the issuer names it localhost. */
  host?: string
  /** The client's redirect URIs; default the frame's http://localhost:8790/social/callback. */
  redirectUris?: readonly string[]
  log?: (line: string) => void
}

export interface RunningOidcServer {
  /** 'http://localhost:8792', also its URL. */
  issuer: string
  stop(): Promise<void>
}

/**
 * Content-Security-Policy of the provider's pages. Chromium applies form-action to the redirects
 * after a form post too, so the login form may lead on to the client's redirect URIs' origins.
 * oidc-provider adds the hash of its own auto-submitting forms' script to script-src (signing in
 * as another identity first ends the session of the previous one with such a form).
 */
function securityPolicy(redirectUris: readonly string[]): string {
  const origins = [...new Set(redirectUris.map((uri) => new URL(uri).origin))]
  return `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action 'self' ${origins.join(' ')}`
}

/** Starts the devnet's OpenID Connect provider (DESIGN.md: http://localhost:8792) with its login pages and health route. */
export async function startOidcServer(options: StartOidcServerOptions = {}): Promise<RunningOidcServer> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? DEVNET_OIDC_PORT
  if (port === 0) throw new Error('The devnet OpenID Connect provider needs a fixed port: its issuer names it')
  const log = options.log ?? (() => {})
  const issuer = `http://localhost:${port}`
  const redirectUris = options.redirectUris ?? [DEVNET_OIDC_REDIRECT_URI]
  const provider = await createOidcProvider({ issuer, redirectUris })
  provider.on('server_error', (_ctx, error) => log(`server error: ${error instanceof Error ? error.message : String(error)}`))
  const callback = provider.callback()
  const csp = securityPolicy(redirectUris)
  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', issuer)
    res.setHeader('x-content-type-options', 'nosniff')
    res.setHeader('content-security-policy', csp)
    if (pathname === '/devnet/oidc/health') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ ok: true, service: DEVNET_OIDC_SERVICE }))
      return
    }
    if (!pathname.startsWith('/interaction/')) {
      callback(req, res)
      return
    }
    handleInteraction(provider, req, res, pathname).catch((error: unknown) => {
      log(`interaction failed: ${error instanceof Error ? error.message : String(error)}`)
      if (res.headersSent) res.end()
      else {
        res.statusCode = 500
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.end(renderMessagePage('Sign-in failed', 'Something went wrong. Start again from the app.'))
      }
    })
  })
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${host}:${port} is already in use (another devnet OpenID Connect provider?)`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      )
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve()
    })
  })
  let stopping: Promise<void> | undefined
  return {
    issuer,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
