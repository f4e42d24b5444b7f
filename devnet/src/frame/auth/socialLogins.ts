import type { DevnetSocialProvider } from '../../oidc/identities'
import type { finishSocialLogin, startSocialLogin } from '../../oidc/relyingParty'
import { SocialLoginError } from '../../oidc/socialLoginError'
import { AuthError } from './authRules'
import type { AuthService } from './authService'
import type { FrameUser } from './authStore'
import { hashToken, newToken } from './sessionTokens'

// The frame's side of a social login (OpenID Connect code flow with PKCE at the devnet provider):
// a started login is kept under its state until the popup comes back to /social/callback; a
// finished one leaves a one-time result token that only the device that started it can redeem.

/** A started social login must come back within 10 minutes. */
export const SOCIAL_START_TTL_MS = 10 * 60_000
/** The popup's result must be redeemed within 2 minutes. */
export const SOCIAL_RESULT_TTL_MS = 2 * 60_000

export interface SocialLoginsOptions {
  auth: AuthService
  /** The provider's issuer (http://localhost:8792). */
  issuer: string
  /** The frame origin's /social/callback, registered at the provider. */
  redirectUri: () => string
  start: typeof startSocialLogin
  finish: typeof finishSocialLogin
  now?: () => number
}

interface PendingLogin {
  nonce: string
  codeVerifier: string
  authorizationUrl: string
  appOrigin: string
  deviceId: string
  expiresAt: number
  usedAt?: number
}

interface SocialResult {
  userId: string
  deviceId: string
  expiresAt: number
  usedAt?: number
}

/** What the callback page posts to the app (targetOrigin: the app's origin the login started from), or only shows. */
export type SocialCallbackOutcome =
  | { ok: true; appOrigin: string; resultToken: string; user: FrameUser }
  | { ok: false; status: 400 | 404 | 409; message: string; appOrigin?: string }

export function createSocialLogins(options: SocialLoginsOptions) {
  const now = options.now ?? Date.now
  const pending = new Map<string, PendingLogin>()
  const results = new Map<string, SocialResult>()

  const sweep = () => {
    for (const [state, login] of pending) if (now() >= login.expiresAt + SOCIAL_START_TTL_MS) pending.delete(state)
    for (const [hash, result] of results) if (now() >= result.expiresAt + SOCIAL_RESULT_TTL_MS) results.delete(hash)
  }

  return {
    /** Starts a login at the provider for this device and app origin; answers the state the frame's /social/start?state= redirects with. */
    async start(input: { provider: DevnetSocialProvider; appOrigin: string; deviceId: string }): Promise<string> {
      sweep()
      const started = await options.start({ provider: input.provider, redirectUri: options.redirectUri(), issuer: options.issuer }).catch((error: unknown) => {
        throw new AuthError(`The social login provider does not answer (${error instanceof Error ? error.message : String(error)})`, 503)
      })
      pending.set(started.state, {
        nonce: started.nonce,
        codeVerifier: started.codeVerifier,
        authorizationUrl: started.url,
        appOrigin: input.appOrigin,
        deviceId: input.deviceId,
        expiresAt: now() + SOCIAL_START_TTL_MS,
      })
      return started.state
    },

    /** /social/start?state=: the provider's authorization URL of a started, unexpired login. */
    authorizationUrl(state: string): string {
      const login = pending.get(state)
      if (!login || login.usedAt !== undefined) throw new AuthError('This sign-in is unknown or was already finished. Start again from the app.', 404)
      if (now() >= login.expiresAt) throw new AuthError('This sign-in has expired. Start again from the app.', 400)
      return login.authorizationUrl
    },

    /** /social/callback: checks the provider's answer against the stored state, nonce and code verifier; finds or creates the user. */
    async callback(callbackUrl: string): Promise<SocialCallbackOutcome> {
      const state = new URL(callbackUrl).searchParams.get('state') ?? ''
      const login = pending.get(state)
      if (!login) return { ok: false, status: 404, message: 'This sign-in is unknown (state mismatch). Start again from the app.' }
      const { appOrigin } = login
      if (login.usedAt !== undefined) return { ok: false, status: 409, message: 'This sign-in was already finished. Start again from the app.', appOrigin }
      if (now() >= login.expiresAt) return { ok: false, status: 400, message: 'This sign-in has expired. Start again from the app.', appOrigin }
      login.usedAt = now()
      try {
        const identity = await options.finish(callbackUrl, { state, nonce: login.nonce, codeVerifier: login.codeVerifier, issuer: options.issuer })
        const user = await options.auth.userForIdentity({ provider: identity.provider, subject: identity.sub, username: identity.username }, login.deviceId)
        const resultToken = newToken()
        results.set(hashToken(resultToken), { userId: user.id, deviceId: login.deviceId, expiresAt: now() + SOCIAL_RESULT_TTL_MS })
        return { ok: true, appOrigin, resultToken, user }
      } catch (error) {
        const message = error instanceof SocialLoginError || error instanceof AuthError ? error.message : 'The sign-in could not be finished.'
        return { ok: false, status: 400, message, appOrigin }
      }
    },

    /** CONNECT_SOCIAL: the popup's result token, once, by the device that started the login: a session. */
    redeem(resultToken: string, deviceId: string): { token: string; user: FrameUser } {
      const result = results.get(hashToken(resultToken))
      if (!result) throw new AuthError('This sign-in result is not valid.', 404)
      if (result.usedAt !== undefined) throw new AuthError('This sign-in result was already used.', 409)
      if (now() >= result.expiresAt) throw new AuthError('This sign-in result has expired. Sign in again.', 400)
      if (result.deviceId !== deviceId) throw new AuthError('This sign-in was started in another browser.', 403)
      result.usedAt = now()
      return options.auth.sessionFor(result.userId, deviceId)
    },
  }
}

export type SocialLogins = ReturnType<typeof createSocialLogins>
