import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_OIDC_SERVICE } from './devnetOidcClient'
import { DEVNET_SOCIAL_PROVIDER_LABELS, DEVNET_SOCIAL_PROVIDERS, identitiesOf, type DevnetSocialProvider } from './identities'
import { createCookieFetch, followLogin, loginOverHttp, submitLogin } from './loginOverHttp'
import { finishSocialLogin, startSocialLogin } from './relyingParty'
import { SocialLoginError } from './socialLoginError'
import { startDevnetOidc, type DevnetOidc } from './startDevnetOidc'
import { startDevnet } from '../startDevnet'

// A provider of this file's own on spare ports: never the shared devnet's :8792.
const PORT = 18792
const redirectUri = 'http://localhost:18790/social/callback'
let oidc: DevnetOidc
let issuer: string

beforeAll(async () => {
  oidc = await startDevnetOidc({ port: PORT, redirectUris: [redirectUri] }, '127.0.0.1', false, () => {})
  issuer = oidc.issuer
})
afterAll(() => oidc?.stop())

const [ada, grace] = identitiesOf('google')
const [dana] = identitiesOf('discord')
const [octo] = identitiesOf('github')

async function login(provider: DevnetSocialProvider, choice: { sub: string } | 'cancel', browser = createCookieFetch()) {
  const start = await startSocialLogin({ provider, redirectUri, issuer })
  const callbackUrl = await loginOverHttp(browser, start.url, choice, redirectUri)
  return { start, callbackUrl, browser }
}

async function refusal(promise: Promise<unknown>): Promise<SocialLoginError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SocialLoginError)
  return error as SocialLoginError
}

describe('devnet OpenID Connect provider', () => {
  it('answers its health route and publishes its metadata with PKCE S256 only', async () => {
    expect(await (await fetch(`${issuer}/devnet/oidc/health`)).json()).toEqual({ ok: true, service: DEVNET_OIDC_SERVICE })
    const metadata = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>
    expect(metadata.issuer).toBe(`http://localhost:${PORT}`)
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    expect(metadata.response_types_supported).toEqual(['code'])
  })

  it('shows, for each provider, "Sign in with <Provider> (Berth Devnet)" with one button per devnet identity and Cancel', async () => {
    for (const provider of DEVNET_SOCIAL_PROVIDERS) {
      const start = await startSocialLogin({ provider, redirectUri, issuer })
      const step = await followLogin(createCookieFetch(), start.url, redirectUri)
      expect(step.kind).toBe('page')
      if (step.kind !== 'page') continue
      expect(step.status).toBe(200)
      expect(step.html).toContain(`<h1>Sign in with ${DEVNET_SOCIAL_PROVIDER_LABELS[provider]} (Berth Devnet)</h1>`)
      const subs = [...step.html.matchAll(/name="sub" value="([^"]+)"/g)].map((match) => match[1])
      expect(subs).toEqual(identitiesOf(provider).map((identity) => identity.sub))
      expect(step.html).toContain('>Cancel</button>')
    }
  })

  it('signs a visitor in: the code flow ends at the callback and finishSocialLogin gives the verified identity', async () => {
    const { start, callbackUrl } = await login('google', { sub: ada!.sub })
    const callback = new URL(callbackUrl)
    expect(callback.searchParams.get('state')).toBe(start.state)
    expect(callback.searchParams.get('code')).toBeTruthy()
    expect(await finishSocialLogin(callbackUrl, { ...start, issuer })).toEqual({
      provider: 'google',
      sub: ada!.sub,
      email: ada!.email,
      emailVerified: true,
      username: ada!.preferred_username,
      name: ada!.name,
    })
  })

  it("gives Discord's username as Discord does, with its trailing 0", async () => {
    const { start, callbackUrl } = await login('discord', { sub: dana!.sub })
    expect(await finishSocialLogin(callbackUrl, { ...start, issuer })).toMatchObject({ provider: 'discord', sub: dana!.sub, username: 'dana.devnet0' })
  })

  it('gives the same sub to the same identity on a second login, in a new browser or in the same one (no second login page)', async () => {
    const first = await login('google', { sub: grace!.sub })
    const firstIdentity = await finishSocialLogin(first.callbackUrl, { ...first.start, issuer })
    const second = await login('google', { sub: grace!.sub })
    expect((await finishSocialLogin(second.callbackUrl, { ...second.start, issuer })).sub).toBe(firstIdentity.sub)
    const again = await startSocialLogin({ provider: 'google', redirectUri, issuer })
    const step = await followLogin(first.browser, again.url, redirectUri)
    expect(step.kind).toBe('callback')
    expect((await finishSocialLogin(step.url, { ...again, issuer })).sub).toBe(firstIdentity.sub)
  })

  it('asks again when the session belongs to another provider: a Google session does not sign in to GitHub', async () => {
    const google = await login('google', { sub: ada!.sub })
    await finishSocialLogin(google.callbackUrl, { ...google.start, issuer })
    const start = await startSocialLogin({ provider: 'github', redirectUri, issuer })
    const step = await followLogin(google.browser, start.url, redirectUri)
    expect(step.kind).toBe('page')
    if (step.kind !== 'page') return
    expect(step.html).toContain('Sign in with GitHub (Berth Devnet)')
    const done = await submitLogin(google.browser, step.url, { sub: octo!.sub }, redirectUri)
    expect(done.kind).toBe('callback')
    expect(await finishSocialLogin(done.url, { ...start, issuer })).toMatchObject({ provider: 'github', sub: octo!.sub })
  })

  it('refuses a login as an identity of another provider than the one chosen', async () => {
    const browser = createCookieFetch()
    const start = await startSocialLogin({ provider: 'github', redirectUri, issuer })
    const page = await followLogin(browser, start.url, redirectUri)
    const step = await submitLogin(browser, page.url, { sub: ada!.sub }, redirectUri)
    expect(step).toMatchObject({ kind: 'page', status: 400 })
  })

  it('answers an interaction it cannot find, one of another visitor, a GET of a form action and an oversized form with a page, never a login', async () => {
    const unknown = await fetch(`${issuer}/interaction/unknown-uid`)
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('This sign-in has expired or was already finished.')
    const browser = createCookieFetch()
    const start = await startSocialLogin({ provider: 'google', redirectUri, issuer })
    const page = await followLogin(browser, start.url, redirectUri)
    const elsewhere = await browser(`${issuer}/interaction/another-uid`)
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.text()).toContain('This sign-in link does not belong to your sign-in.')
    expect((await browser(`${page.url}/login`)).status).toBe(404)
    const oversized = await browser(`${page.url}/login`, { method: 'POST', body: new URLSearchParams({ sub: ada!.sub, padding: 'x'.repeat(5000) }) })
    expect(oversized.status).toBe(400)
    expect(await oversized.text()).toContain('Sign in with Google (Berth Devnet)')
  })

  it('refuses a callback whose state is not the one the login started with', async () => {
    const { start, callbackUrl } = await login('google', { sub: ada!.sub })
    const error = await refusal(finishSocialLogin(callbackUrl, { ...start, state: 'another-state', issuer }))
    expect(error.code).toBe('state_mismatch')
  })

  it('refuses an ID token whose nonce is not the one the login started with', async () => {
    const { start, callbackUrl } = await login('google', { sub: ada!.sub })
    const error = await refusal(finishSocialLogin(callbackUrl, { ...start, nonce: 'tampered-nonce', issuer }))
    expect(error.code).toBe('nonce_mismatch')
  })

  it('refuses a code redeemed with another PKCE code verifier', async () => {
    const { start, callbackUrl } = await login('google', { sub: ada!.sub })
    const other = await startSocialLogin({ provider: 'google', redirectUri, issuer })
    const error = await refusal(finishSocialLogin(callbackUrl, { ...start, codeVerifier: other.codeVerifier, issuer }))
    expect(error.code).toBe('code_rejected')
  })

  it('refuses a code redeemed twice', async () => {
    const { start, callbackUrl } = await login('google', { sub: ada!.sub })
    await finishSocialLogin(callbackUrl, { ...start, issuer })
    const error = await refusal(finishSocialLogin(callbackUrl, { ...start, issuer }))
    expect(error.code).toBe('code_rejected')
  })

  it('ends the flow with access_denied when the visitor cancels', async () => {
    const { start, callbackUrl } = await login('x', 'cancel')
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied')
    const error = await refusal(finishSocialLogin(callbackUrl, { ...start, issuer }))
    expect(error.code).toBe('access_denied')
    expect(error.message).toBe('The sign-in was cancelled at the provider.')
  })

  it('ends the flow with invalid_request when the provider parameter names no known provider', async () => {
    const start = await startSocialLogin({ provider: 'google', redirectUri, issuer })
    const url = new URL(start.url)
    url.searchParams.set('provider', 'myspace')
    const step = await followLogin(createCookieFetch(), url.href, redirectUri)
    expect(step.kind).toBe('callback')
    const error = await refusal(finishSocialLogin(step.url, { ...start, issuer }))
    expect(error.code).toBe('provider_error')
    expect(error.message).toContain('invalid_request')
  })

  it('shows its own error page, not a redirect, for a redirect URI the client did not register', async () => {
    const start = await startSocialLogin({ provider: 'google', redirectUri: 'http://localhost:18790/elsewhere', issuer })
    const step = await followLogin(createCookieFetch(), start.url, redirectUri)
    expect(step).toMatchObject({ kind: 'page', status: 400 })
    if (step.kind === 'page') expect(step.html).toContain('<h1>Sign-in failed</h1>')
  })
})

describe('startDevnetOidc', () => {
  let other: Server
  const OTHER_PORT = 18793
  beforeAll(async () => {
    other = createServer((_req, res) => {
      res.statusCode = 404
      res.end('not here')
    })
    await new Promise<void>((resolve) => other.listen(OTHER_PORT, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())))

  it('adopts a devnet provider already answering on its port, and leaves it running on stop', async () => {
    const adopted = await startDevnetOidc({ port: PORT }, '127.0.0.1', true, () => {})
    expect(adopted).toMatchObject({ issuer: `http://localhost:${PORT}`, reused: true })
    await adopted.stop()
    expect((await fetch(`${issuer}/devnet/oidc/health`)).status).toBe(200)
  })

  it('refuses a port held by something else', async () => {
    await expect(startDevnetOidc({ port: OTHER_PORT }, '127.0.0.1', true, () => {})).rejects.toThrow(
      `http://localhost:${OTHER_PORT} answers, but not as the devnet OpenID Connect provider`,
    )
  })
})

describe('startDevnet', () => {
  const bare = { chains: [], contracts: false, api: false, relay: false, solana: false, bitcoin: false } as const

  it('starts the provider with its `oidc` option, gives its issuer, and stops it with the devnet', async () => {
    const devnet = await startDevnet({ ...bare, oidc: { port: 18796 } })
    expect(devnet.oidc).toMatchObject({ issuer: 'http://localhost:18796', reused: false })
    expect(await (await fetch('http://localhost:18796/devnet/oidc/health')).json()).toMatchObject({ service: DEVNET_OIDC_SERVICE })
    await devnet.stop()
    await expect(fetch('http://localhost:18796/devnet/oidc/health')).rejects.toThrow()
  })

  it('leaves it out by default beside no API on its default port (a test devnet), and with oidc: false', async () => {
    const devnet = await startDevnet(bare)
    expect(devnet.oidc).toBeUndefined()
    await devnet.stop()
    const without = await startDevnet({ ...bare, api: { port: 0, dataDir: null, indexer: false }, oidc: false })
    expect(without.oidc).toBeUndefined()
    await without.stop()
  })
})
