import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identitiesOf } from '../oidc/identities'
import { createCookieFetch, loginOverHttp } from '../oidc/loginOverHttp'
import { finishSocialLogin, startSocialLogin } from '../oidc/relyingParty'
import { startDevnetOidc, type DevnetOidc } from '../oidc/startDevnetOidc'
import { SOCIAL_RESULT_TTL_MS, SOCIAL_START_TTL_MS, createSocialLogins } from './auth/socialLogins'
import type { FarcasterLogins } from './auth/farcasterLogins'
import { testAuthService } from './auth/testing'
import { createFrameApp } from './createFrameApp'
import { SOCIAL_RESULT_ELEMENT_ID } from './server/pages'

// The frame's social login routes against a real devnet OpenID Connect provider of this file's own
// on a spare port (never the shared :8792); the frame app answers in this process at a spare origin.

const OIDC_PORT = 18892
const frameOrigin = 'http://localhost:18890'
const redirectUri = `${frameOrigin}/social/callback`
const appOrigin = 'http://127.0.0.1:5173'
const deviceId = 'device-social-0001'
const networks = [{ caipNetworkId: 'eip155:31337', name: 'Berth Devnet', rpcUrl: 'http://127.0.0.1:1/unreachable' }]
const [ada] = identitiesOf('google')
let oidc: DevnetOidc

beforeAll(async () => {
  oidc = await startDevnetOidc({ port: OIDC_PORT, redirectUris: [redirectUri] }, '127.0.0.1', false, () => {})
})
afterAll(() => oidc?.stop())

function setup() {
  const t = testAuthService()
  const social = createSocialLogins({
    auth: t.service,
    issuer: oidc.issuer,
    redirectUri: () => redirectUri,
    start: startSocialLogin,
    finish: finishSocialLogin,
    now: () => t.clock.now,
  })
  const farcaster = {} as FarcasterLogins
  const app = createFrameApp({ auth: t.service, frameOrigin, networks, logins: { social, farcaster }, frameScript: async () => '' })
  const post = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: frameOrigin }, body: JSON.stringify(body) })
  /** The frame page's POST /auth/social/start, then the popup's /social/start: the provider's authorization URL. */
  const start = async (device = deviceId) => {
    const response = await post('/auth/social/start', { provider: 'google', appOrigin, deviceId: device })
    expect(response.status).toBe(200)
    const { uri } = (await response.json()) as { uri: string }
    expect(uri.startsWith(`${frameOrigin}/social/start?state=`)).toBe(true)
    const redirect = await app.request(uri)
    expect(redirect.status).toBe(302)
    return { uri, authorizationUrl: redirect.headers.get('location') ?? '' }
  }
  /** The popup at the provider: signs in as `sub` (or cancels) and lands on the callback URL. */
  const visitProvider = (authorizationUrl: string, choice: { sub: string } | 'cancel' = { sub: ada!.sub }) =>
    loginOverHttp(createCookieFetch(), authorizationUrl, choice, redirectUri)
  /** The callback page: its status, text and what its script posts to the opener (undefined: nothing). */
  const callback = async (callbackUrl: string) => {
    const response = await app.request(callbackUrl)
    const html = await response.text()
    const json = new RegExp(`<script type="application/json" id="${SOCIAL_RESULT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1]
    const post = json ? (JSON.parse(json) as { targetOrigin: string; payload: { resultUri?: string; error?: string } }) : undefined
    return { status: response.status, html, post, csp: response.headers.get('content-security-policy') }
  }
  const redeem = (resultUri: string, device = deviceId) =>
    post('/auth/social/redeem', { resultToken: new URL(resultUri).searchParams.get('token'), deviceId: device })
  return { ...t, app, post, start, visitProvider, callback, redeem }
}

describe('frame server: social login (OpenID Connect)', () => {
  it('starts at the provider, posts the result to the app’s origin, and redeems it once for a session of the (provider, sub) user', async () => {
    const s = setup()
    const { authorizationUrl } = await s.start()
    expect(authorizationUrl.startsWith(`${oidc.issuer}/`)).toBe(true)
    const page = await s.callback(await s.visitProvider(authorizationUrl))
    expect(page.status).toBe(200)
    expect(page.csp).toContain("script-src 'self'")
    expect(page.post?.targetOrigin).toBe(appOrigin)
    const resultUri = page.post?.payload.resultUri ?? ''
    expect(resultUri.startsWith(`${frameOrigin}/social/result?token=`)).toBe(true)

    const redeemed = await s.redeem(resultUri)
    expect(redeemed.status).toBe(200)
    const body = (await redeemed.json()) as {
      token: string
      user: { email: string | null; userName: string; authProvider: string; addresses: { eip155: string } }
    }
    expect(body.user).toMatchObject({ email: null, userName: ada!.preferred_username, authProvider: 'google' })
    const me = await s.app.request('/auth/user', { headers: { authorization: `Bearer ${body.token}` } })
    expect(((await me.json()) as { addresses: { eip155: string } }).addresses.eip155).toBe(body.user.addresses.eip155)

    // The result token is good once.
    const reused = await s.redeem(resultUri)
    expect(reused.status).toBe(409)
    expect(await reused.json()).toEqual({ message: 'This sign-in result was already used.' })

    // The same identity signs in again to the same user (same keys).
    const again = await s.callback(await s.visitProvider((await s.start()).authorizationUrl))
    const second = (await (await s.redeem(again.post?.payload.resultUri ?? '')).json()) as typeof body
    expect(second.user.addresses.eip155).toBe(body.user.addresses.eip155)
  })

  it('refuses a result redeemed by another browser than the one that started, and an expired one', async () => {
    const s = setup()
    const page = await s.callback(await s.visitProvider((await s.start()).authorizationUrl))
    const resultUri = page.post?.payload.resultUri ?? ''
    const foreign = await s.redeem(resultUri, 'device-other-0001')
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ message: 'This sign-in was started in another browser.' })
    s.tick(SOCIAL_RESULT_TTL_MS)
    const expired = await s.redeem(resultUri)
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({ message: 'This sign-in result has expired. Sign in again.' })
  })

  it('refuses an unknown state with a page and posts nothing (the app’s origin is not known)', async () => {
    const s = setup()
    const callbackUrl = await s.visitProvider((await s.start()).authorizationUrl)
    const forged = new URL(callbackUrl)
    forged.searchParams.set('state', 'not-a-state-of-this-frame')
    const page = await s.callback(forged.href)
    expect(page.status).toBe(404)
    expect(page.html).toContain('This sign-in is unknown (state mismatch). Start again from the app.')
    expect(page.post).toBeUndefined()
    expect((await s.app.request(`${frameOrigin}/social/start?state=nope`)).status).toBe(404)
  })

  it('refuses a callback carrying another login’s state (its code verifier does not match) and posts the error to the app', async () => {
    const s = setup()
    const first = await s.start()
    const second = await s.start()
    const callbackUrl = new URL(await s.visitProvider(first.authorizationUrl))
    callbackUrl.searchParams.set('state', new URL(second.uri).searchParams.get('state') ?? '')
    const page = await s.callback(callbackUrl.href)
    expect(page.status).toBe(400)
    expect(page.post?.targetOrigin).toBe(appOrigin)
    expect(page.post?.payload.error).toMatch(/code verifier does not match/)
  })

  it('refuses a callback used twice, an expired login, and a cancelled one', async () => {
    const s = setup()
    const callbackUrl = await s.visitProvider((await s.start()).authorizationUrl)
    expect((await s.callback(callbackUrl)).status).toBe(200)
    const replay = await s.callback(callbackUrl)
    expect(replay.status).toBe(409)
    expect(replay.post?.payload.error).toBe('This sign-in was already finished. Start again from the app.')

    const late = await s.visitProvider((await s.start()).authorizationUrl)
    s.tick(SOCIAL_START_TTL_MS)
    const expired = await s.callback(late)
    expect(expired.status).toBe(400)
    expect(expired.post).toEqual({ targetOrigin: appOrigin, payload: { error: 'This sign-in has expired. Start again from the app.' } })

    const cancelled = await s.callback(await s.visitProvider((await s.start()).authorizationUrl, 'cancel'))
    expect(cancelled.status).toBe(400)
    expect(cancelled.post?.payload.error).toBe('The sign-in was cancelled at the provider.')
  })
})
