import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createChannelStore } from './channelStore'
import { FARCASTER_CHANNEL_TTL_MS } from './constants'
import { createFarcasterApp } from './createFarcasterApp'
import { FarcasterRelayError, type FarcasterRelayErrorCode } from './farcasterRelayError'
import { createFarcasterChannel, getFarcasterChannelStatus, waitForFarcasterChannel } from './relayClient'

const relayUrl = 'http://127.0.0.1:8793'
const request = { domain: '127.0.0.1:5173', siweUri: 'http://127.0.0.1:5173/login' }

function setup() {
  let time = Date.parse('2026-01-01T10:00:00.000Z')
  const app = createFarcasterApp({ store: createChannelStore({ now: () => time }), now: () => new Date(time), publicUrl: () => relayUrl })
  const target = { relayUrl, fetch: (input: string, init?: RequestInit) => Promise.resolve(app.request(input, init)) }
  const approve = (fields: Record<string, string>) => app.request('/approve', { method: 'POST', body: new URLSearchParams(fields) })
  return { target, approve, advance: (ms: number) => (time += ms) }
}

async function failure(promise: Promise<unknown>): Promise<{ code: FarcasterRelayErrorCode; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof FarcasterRelayError)) throw new Error(`expected a FarcasterRelayError, got ${String(error)}`)
  return { code: error.code, message: error.message }
}

describe('the relay client (what the frame auth server calls)', () => {
  it('opens a channel, sees it pending, then completed once approved', async () => {
    const { target, approve } = setup()
    const channel = await createFarcasterChannel({ ...target, ...request })
    expect(channel.url).toBe(`${relayUrl}/approve?channelToken=${channel.channelToken}`)
    expect(await getFarcasterChannelStatus({ ...target, channelToken: channel.channelToken })).toEqual({ state: 'pending' })
    await approve({ channelToken: channel.channelToken, fid: '1003' })
    const completed = await waitForFarcasterChannel({ ...target, channelToken: channel.channelToken, intervalMs: 1 })
    expect(completed).toMatchObject({ state: 'completed', fid: 1003, username: 'carol', displayName: 'Carol Devnet' })
    expect(completed.message).toContain(`Nonce: ${channel.nonce}`)
  })

  it('ends the wait with REJECTED, CHANNEL_GONE or TIMEOUT', async () => {
    const { target, approve, advance } = setup()
    const rejected = await createFarcasterChannel({ ...target, ...request })
    await approve({ channelToken: rejected.channelToken, decision: 'reject' })
    expect(await failure(waitForFarcasterChannel({ ...target, channelToken: rejected.channelToken }))).toEqual({
      code: 'REJECTED',
      message: 'The Farcaster sign-in request was rejected',
    })
    const pending = await createFarcasterChannel({ ...target, ...request })
    expect((await failure(waitForFarcasterChannel({ ...target, channelToken: pending.channelToken, intervalMs: 1, timeoutMs: 5 }))).code).toBe('TIMEOUT')
    advance(FARCASTER_CHANNEL_TTL_MS)
    expect((await failure(waitForFarcasterChannel({ ...target, channelToken: pending.channelToken }))).code).toBe('CHANNEL_GONE')
  })

  it('says why the relay refused a channel, and refuses malformed or unexpected answers', async () => {
    const { target } = setup()
    expect(await failure(createFarcasterChannel({ ...target, ...request, nonce: 'bad' }))).toEqual({
      code: 'RELAY_BAD_RESPONSE',
      message: 'The Farcaster relay refused the channel (400): nonce: 8 to 96 letters and digits',
    })
    const liar = new Hono()
    liar.post('/v1/channel', (c) => c.json({ channelToken: 'x' }, 201))
    liar.get('/v1/channel/status', (c) => c.json({ state: 'completed', fid: 'one' }, 200))
    const lying = { relayUrl, fetch: (input: string, init?: RequestInit) => Promise.resolve(liar.request(input, init)) }
    expect((await failure(createFarcasterChannel({ ...lying, ...request }))).code).toBe('RELAY_BAD_RESPONSE')
    expect(await failure(getFarcasterChannelStatus({ ...lying, channelToken: 'x' }))).toEqual({
      code: 'RELAY_BAD_RESPONSE',
      message: 'The Farcaster relay answered the channel status with an unexpected 200 response',
    })
  })

  it('says so when the relay does not answer', async () => {
    const down = { relayUrl, fetch: () => Promise.reject(new TypeError('fetch failed')) }
    expect(await failure(getFarcasterChannelStatus({ ...down, channelToken: 'x' }))).toEqual({
      code: 'RELAY_UNREACHABLE',
      message: `The Farcaster relay at ${relayUrl} does not answer`,
    })
  })
})
