import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devnetFarcasterAccounts, farcasterCustodyAccount } from './accounts'
import { createChannelStore } from './channelStore'
import { DEVNET_FARCASTER_AUTH_KEY, DEVNET_FARCASTER_SERVICE, FARCASTER_CHANNEL_TTL_MS } from './constants'
import { createFarcasterApp } from './createFarcasterApp'
import { signFarcasterSignIn } from './signInMessage'
import { verifyFarcasterSignIn } from './verifySignIn'

const relay = 'http://127.0.0.1:8793'
const alice = devnetFarcasterAccounts[0]!
const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const channelRequest = { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173' }

function setup() {
  let time = Date.parse('2026-01-01T10:00:00.000Z')
  const store = createChannelStore({ now: () => time })
  const app = createFarcasterApp({ store, now: () => new Date(time), publicUrl: () => relay })
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const open = async (body: object = channelRequest) => {
    const response = await json('/v1/channel', body)
    expect(response.status).toBe(201)
    return (await response.json()) as { channelToken: string; url: string; nonce: string }
  }
  const status = (channelToken?: string) => app.request('/v1/channel/status', channelToken ? { headers: { authorization: `Bearer ${channelToken}` } } : {})
  const approve = (fields: Record<string, string>) => app.request('/approve', { method: 'POST', body: new URLSearchParams(fields) })
  const authenticate = (channelToken: string, body: unknown, key = DEVNET_FARCASTER_AUTH_KEY) =>
    json('/v1/channel/authenticate', body, { authorization: `Bearer ${channelToken}`, 'x-farcaster-auth-relay-key': key })
  return { app, json, open, status, approve, authenticate, advance: (ms: number) => (time += ms), now: () => new Date(time) }
}

describe('POST /v1/channel', () => {
  it('opens a channel whose url is the approval page on the relay, with a generated nonce or the given one', async () => {
    const { open } = setup()
    const channel = await open()
    expect(channel.url).toBe(`${relay}/approve?channelToken=${channel.channelToken}`)
    expect(channel.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect((await open({ ...channelRequest, nonce: 'mynonce12345' })).nonce).toBe('mynonce12345')
  })

  it.each([
    ['no body', 'not json', 'body: '],
    ['no domain', { siweUri: 'http://127.0.0.1:5173' }, 'domain'],
    ['a domain with a path', { ...channelRequest, domain: '127.0.0.1:5173/x' }, 'domain'],
    ['a siweUri that is no URI', { ...channelRequest, siweUri: 'nope' }, 'siweUri'],
    ['a nonce EIP-4361 refuses', { ...channelRequest, nonce: 'short' }, 'nonce'],
    ['a date that is no date-time', { ...channelRequest, expirationTime: 'tomorrow' }, 'expirationTime'],
    ['an unknown field', { ...channelRequest, extra: 1 }, 'body'],
  ])('answers 400 for %s, naming the field', async (_case, body, field) => {
    const { json } = setup()
    const response = await json('/v1/channel', body)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; message: string }
    expect(answer.error).toBe('Validation error')
    expect(answer.message).toContain(field)
  })
})

describe('GET /v1/channel/status', () => {
  it('answers 401 without a token, for an unknown token, and for an expired channel', async () => {
    const { open, status, advance } = setup()
    expect((await status()).status).toBe(401)
    expect(await (await status('5f0c1e52-7e0b-4a8f-9d43-0d7f2b8c9a11')).json()).toEqual({ error: 'Unauthorized' })
    const channel = await open()
    expect((await status(channel.channelToken)).status).toBe(202)
    advance(FARCASTER_CHANNEL_TTL_MS)
    expect((await status(channel.channelToken)).status).toBe(401)
  })

  it('is pending (202) until approved, then completed (200) once with the signed message and profile, then gone', async () => {
    const { open, status, approve, now } = setup()
    const channel = await open({ ...channelRequest, requestId: 'req-1' })
    const pending = await status(channel.channelToken)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({
      state: 'pending',
      nonce: channel.nonce,
      url: channel.url,
      signatureParams: { ...channelRequest, nonce: channel.nonce, requestId: 'req-1' },
      acceptAuthAddress: false,
    })

    const approved = await approve({ channelToken: channel.channelToken, fid: String(alice.fid) })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('You signed in to 127.0.0.1:5173 as @alice (fid 1001)')

    const completed = await status(channel.channelToken)
    expect(completed.status).toBe(200)
    const body = (await completed.json()) as { message: string; signature: `0x${string}`; fid: number }
    expect(body).toMatchObject({
      state: 'completed',
      fid: 1001,
      username: 'alice',
      displayName: 'Alice Devnet',
      authMethod: 'custody',
      custody: farcasterCustodyAccount(alice).address,
      pfpUrl: `${relay}/pfp/1001.svg`,
      verifications: [],
    })
    expect(body.message).toContain('farcaster://fid/1001')
    await expect(verifyFarcasterSignIn({ ...body, nonce: channel.nonce, domain: channelRequest.domain }, { now: now() })).resolves.toMatchObject({
      fid: 1001,
    })
    expect((await status(channel.channelToken)).status).toBe(401)
  })

  it('answers 401 Rejected once the person rejected the request', async () => {
    const { open, status, approve } = setup()
    const channel = await open()
    const rejected = await approve({ channelToken: channel.channelToken, decision: 'reject' })
    expect(await rejected.text()).toContain('You rejected the sign-in request of 127.0.0.1:5173')
    const response = await status(channel.channelToken)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Rejected' })
  })
})

describe('POST /v1/channel/authenticate', () => {
  it('completes a channel with a message signed by the custody key (201, the completed status)', async () => {
    const { open, authenticate, now } = setup()
    const channel = await open()
    const signed = await signFarcasterSignIn({ ...channelRequest, nonce: channel.nonce }, alice.fid, farcasterCustodyAccount(alice), now())
    const response = await authenticate(channel.channelToken, { ...signed, fid: alice.fid, displayName: 'Alice' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ state: 'completed', fid: 1001, username: 'alice', displayName: 'Alice' })
    expect((await authenticate(channel.channelToken, { ...signed, fid: alice.fid })).status).toBe(409)
  })

  it('refuses a wrong relay key, a missing or unknown channel, a bad body, and a message the app would refuse', async () => {
    const { open, authenticate, json, status, now } = setup()
    const channel = await open()
    const signed = await signFarcasterSignIn({ ...channelRequest, nonce: channel.nonce }, alice.fid, farcasterCustodyAccount(alice), now())
    const body = { ...signed, fid: alice.fid }
    expect((await authenticate(channel.channelToken, body, 'wrong')).status).toBe(401)
    expect((await json('/v1/channel/authenticate', body, { 'x-farcaster-auth-relay-key': DEVNET_FARCASTER_AUTH_KEY })).status).toBe(401)
    expect((await authenticate('5f0c1e52-7e0b-4a8f-9d43-0d7f2b8c9a11', body)).status).toBe(401)

    const badBody = await authenticate(channel.channelToken, { ...body, signature: '0xnope' })
    expect(badBody.status).toBe(400)
    expect(((await badBody.json()) as { message: string }).message).toContain('signature')
    expect((await authenticate(channel.channelToken, { ...body, fid: 'one' })).status).toBe(400)

    const forged = { ...body, signature: await stranger.signMessage({ message: signed.message }) }
    const refused = await authenticate(channel.channelToken, forged)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: 'Validation error', message: "The signature is not by fid 1001's custody address" })

    const otherNonce = await signFarcasterSignIn({ ...channelRequest, nonce: 'othernonce123' }, alice.fid, farcasterCustodyAccount(alice), now())
    expect(((await (await authenticate(channel.channelToken, { ...otherNonce, fid: alice.fid })).json()) as { message: string }).message).toBe(
      'The message carries another nonce than the sign-in request',
    )
    expect((await status(channel.channelToken)).status).toBe(202)
  })
})

describe('the approval page', () => {
  it('shows the app, one named Approve button per account and Reject', async () => {
    const { app, open } = setup()
    const channel = await open()
    const response = await app.request(`/approve?channelToken=${channel.channelToken}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain('<strong>127.0.0.1:5173</strong> asks you to sign in')
    for (const account of devnetFarcasterAccounts)
      expect(html).toContain(`name="fid" value="${account.fid}">Approve as @${account.username} (${account.displayName}, fid ${account.fid})</button>`)
    expect(html).toContain('name="decision" value="reject" class="reject">Reject</button>')
    expect(html).not.toMatch(/<(script|link|img)\b/)
  })

  it('answers 400 for a malformed link or form, 404 for an unknown or expired request, 409 once answered', async () => {
    const { app, open, approve, advance } = setup()
    expect((await app.request('/approve?channelToken=x')).status).toBe(400)
    expect((await app.request('/approve?channelToken=5f0c1e52-7e0b-4a8f-9d43-0d7f2b8c9a11')).status).toBe(404)
    const channel = await open()
    expect((await approve({ channelToken: channel.channelToken })).status).toBe(400)
    expect((await approve({ channelToken: channel.channelToken, fid: 'x' })).status).toBe(400)
    const unknownFid = await approve({ channelToken: channel.channelToken, fid: '4242' })
    expect(unknownFid.status).toBe(400)
    expect(await unknownFid.text()).toContain('There is no Devnet Farcaster account with fid 4242.')
    expect((await approve({ channelToken: channel.channelToken, fid: '1002' })).status).toBe(200)
    const again = await approve({ channelToken: channel.channelToken, decision: 'reject' })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('as @bob (fid 1002)')
    const late = await open()
    advance(FARCASTER_CHANNEL_TTL_MS + 1)
    expect((await approve({ channelToken: late.channelToken, fid: '1001' })).status).toBe(404)
  })

  it("shows the request's error when the message cannot be valid (its window already closed)", async () => {
    const { open, approve } = setup()
    const channel = await open({ ...channelRequest, expirationTime: '2025-12-31T00:00:00.000Z' })
    const response = await approve({ channelToken: channel.channelToken, fid: '1001' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('The message expired at 2025-12-31T00:00:00.000Z')
  })

  it('escapes what the app sent', async () => {
    const { app, open } = setup()
    const channel = await open({ ...channelRequest, requestId: '<script>alert(1)</script>' })
    const html = await (await app.request(`/approve?channelToken=${channel.channelToken}`)).text()
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
  })
})

describe('registry, avatars and health', () => {
  it('GET /v1/fids/:fid answers the custody address and username, 404 for an unknown fid, 400 for no fid', async () => {
    const { app } = setup()
    expect(await (await app.request('/v1/fids/1001')).json()).toEqual({ fid: 1001, custodyAddress: farcasterCustodyAccount(alice).address, username: 'alice' })
    expect((await app.request('/v1/fids/4242')).status).toBe(404)
    expect((await app.request('/v1/fids/abc')).status).toBe(400)
  })

  it("serves the accounts' avatars and says what it is", async () => {
    const { app } = setup()
    const avatar = await app.request('/pfp/1001.svg')
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
    expect(await avatar.text()).toContain('>A</text>')
    expect((await app.request('/pfp/4242.svg')).status).toBe(404)
    expect(await (await app.request('/devnet/farcaster/health')).json()).toEqual({ ok: true, service: DEVNET_FARCASTER_SERVICE })
  })
})
