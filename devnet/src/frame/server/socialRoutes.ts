import type { Hono } from 'hono'
import { z } from 'zod'
import { DEVNET_SOCIAL_PROVIDERS } from '../../oidc/identities'
import { AuthError } from '../auth/authRules'
import { userLabel } from '../auth/authService'
import type { FarcasterLogins } from '../auth/farcasterLogins'
import type { SocialLogins } from '../auth/socialLogins'
import { body, deviceId, postJson, userView } from './authRoutes'
import { renderMessagePage, renderSocialResultPage, socialResultScript } from './pages'

// The social and Farcaster logins' routes: the frame page's /auth/social/* and /auth/farcaster/*
// (its own origin only, JSON), and the popup's pages /social/start and /social/callback.

/** An app's origin as the frame page reports it (its parent's): http(s), nothing but the origin. */
const appOrigin = z
  .string()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
    } catch {
      return false
    }
  }, 'must be an http(s) origin')
const token = z.string().regex(/^[\w-]{16,200}$/, 'must be a result token')
const schemas = {
  socialStart: z.object({ provider: z.enum(DEVNET_SOCIAL_PROVIDERS), appOrigin, deviceId }),
  socialRedeem: z.object({ resultToken: token, deviceId }),
  farcasterStart: z.object({ appOrigin, deviceId }),
  farcasterConnect: z.object({ deviceId }),
}

const popupPolicy = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'"

export interface SocialRoutesOptions {
  frameOrigin: () => string
  social: SocialLogins
  farcaster: FarcasterLogins
  log: (line: string) => void
}

/** Adds the social and Farcaster login routes to the frame's app. */
export function addSocialRoutes(app: Hono, options: SocialRoutesOptions): void {
  const { social, farcaster, log } = options
  const route = postJson(app)

  route('/auth/social/start', async (c) => {
    const state = await social.start(await body(c, schemas.socialStart))
    return { uri: `${options.frameOrigin()}/social/start?state=${encodeURIComponent(state)}` }
  })
  route('/auth/social/redeem', async (c) => {
    const { resultToken, deviceId } = await body(c, schemas.socialRedeem)
    const { token, user } = social.redeem(resultToken, deviceId)
    return { token, user: userView(user) }
  })
  route('/auth/farcaster/start', async (c) => ({ url: await farcaster.start(await body(c, schemas.farcasterStart)) }))
  route('/auth/farcaster/connect', async (c) => {
    const { deviceId } = await body(c, schemas.farcasterConnect)
    const { token, user } = await farcaster.connect(deviceId, c.req.raw.signal)
    log(`farcaster login: ${userLabel(user)}`)
    return { token, user: userView(user) }
  })

  app.get('/social/start', (c) => {
    try {
      return c.redirect(social.authorizationUrl(c.req.query('state') ?? ''), 302)
    } catch (error) {
      const status = error instanceof AuthError ? error.status : 500
      c.header('content-security-policy', popupPolicy)
      return c.html(renderMessagePage('Sign-in not started', error instanceof Error ? error.message : 'Internal error'), status as 400)
    }
  })
  app.get('/social/callback', async (c) => {
    c.header('content-security-policy', popupPolicy)
    c.header('cache-control', 'no-store')
    const query = new URL(c.req.url).search
    const outcome = await social.callback(`${options.frameOrigin()}/social/callback${query}`)
    if (outcome.ok) {
      log(`social login: ${userLabel(outcome.user)}`)
      const resultUri = `${options.frameOrigin()}/social/result?token=${encodeURIComponent(outcome.resultToken)}`
      return c.html(
        renderSocialResultPage('Signed in', 'You can return to the app: this window closes.', { targetOrigin: outcome.appOrigin, payload: { resultUri } }),
      )
    }
    log(`social login refused: ${outcome.message}`)
    const post = outcome.appOrigin ? { targetOrigin: outcome.appOrigin, payload: { error: outcome.message } } : undefined
    return c.html(renderSocialResultPage('Sign-in refused', outcome.message, post), outcome.status)
  })
  app.get('/social/result.js', (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8')
    return c.body(socialResultScript)
  })
}
