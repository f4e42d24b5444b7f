import { createAdaptorServer } from '@hono/node-server'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAuthService } from './auth/authService'
import { createFarcasterLogins } from './auth/farcasterLogins'
import { createSocialLogins } from './auth/socialLogins'
import { DEVNET_FARCASTER_PORT } from '../farcaster/constants'
import { createFarcasterChannel, waitForFarcasterChannel } from '../farcaster/relayClient'
import { verifyFarcasterSignIn } from '../farcaster/verifySignIn'
import { DEVNET_OIDC_ISSUER } from '../oidc/devnetOidcClient'
import { finishSocialLogin, startSocialLogin } from '../oidc/relyingParty'
import { MemoryAuthStore } from './auth/authStore'
import { newMasterKey } from './auth/keyCustody'
import type { SendFrameMail } from './auth/mail'
import { DEVNET_FRAME_PORT } from './constants'
import { createFrameApp } from './createFrameApp'
import type { FrameNetwork } from './frameNetworks'
import { frameScriptOnce } from './server/buildFrameScript'
import { fundNewUser } from './server/fundNewUser'

export { DEVNET_FRAME_PORT }

export interface StartFrameServerOptions {
  /** The networks the frame serves: the devnet's eip155 chains and Berth Solana Devnet, with their nodes. */
  networks: readonly FrameNetwork[]
  /** Mails the codes and links (the devnet's SMTP server, or a test's recorder). */
  sendMail: SendFrameMail
  /** Default 8790; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1; the URL names it localhost, an origin of its own beside the app's 127.0.0.1. */
  host?: string
  /** Give each new user's addresses ETH and SOL on the networks. Default true. */
  fundNewUsers?: boolean
  /** The social logins' OpenID Connect provider; default http://localhost:8792. */
  oidcIssuer?: string
  /** The Farcaster sign-in relay; default http://127.0.0.1:8793. */
  farcasterRelayUrl?: string
  /** The frame page script; default: bundled with vite from devnet/src/frame/page, once. */
  frameScript?: () => Promise<string>
  log?: (line: string) => void
}

export interface RunningFrameServer {
  /** 'http://localhost:8790'. */
  url: string
  stop(): Promise<void>
}

/** Starts the embedded wallet's secure frame and its auth API on http://localhost:8790 (DESIGN.md). */
export async function startFrameServer(options: StartFrameServerOptions): Promise<RunningFrameServer> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? DEVNET_FRAME_PORT
  const log = options.log ?? (() => {})
  const frameScript = frameScriptOnce(options.frameScript)
  // Bundled in the background: the first page load waits for it if it must.
  frameScript().catch(() => {})
  let frameOrigin = `http://localhost:${port}`
  const auth = createAuthService({
    store: new MemoryAuthStore(),
    sendMail: options.sendMail,
    get frameUrl() {
      return frameOrigin
    },
    masterKey: newMasterKey(),
    ...(options.fundNewUsers === false ? {} : { onUserCreated: fundNewUser(options.networks) }),
    log,
  })
  const logins = {
    social: createSocialLogins({
      auth,
      issuer: options.oidcIssuer ?? DEVNET_OIDC_ISSUER,
      redirectUri: () => `${frameOrigin}/social/callback`,
      start: startSocialLogin,
      finish: finishSocialLogin,
    }),
    farcaster: createFarcasterLogins({
      auth,
      relayUrl: options.farcasterRelayUrl ?? `http://127.0.0.1:${DEVNET_FARCASTER_PORT}`,
      createChannel: createFarcasterChannel,
      waitForChannel: waitForFarcasterChannel,
      verify: verifyFarcasterSignIn,
    }),
  }
  const app = createFrameApp({
    auth,
    logins,
    get frameOrigin() {
      return frameOrigin
    },
    networks: options.networks,
    frameScript,
    log,
  })
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE' ? `Port ${host}:${port} is already in use (another devnet frame?)` : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      )
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve(server.address() as AddressInfo)
    })
  })
  frameOrigin = `http://localhost:${address.port}`
  let stopping: Promise<void> | undefined
  return {
    url: frameOrigin,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
