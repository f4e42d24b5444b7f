import { describe, expect, it } from 'vitest'
import { farcasterCustodyAccount, findDevnetFarcasterAccount } from '../../farcaster/accounts'
import { createFarcasterApp } from '../../farcaster/createFarcasterApp'
import { createFarcasterChannel, waitForFarcasterChannel } from '../../farcaster/relayClient'
import { verifyFarcasterSignIn } from '../../farcaster/verifySignIn'
import { createFarcasterLogins } from '../auth/farcasterLogins'
import type { SocialLogins } from '../auth/socialLogins'
import { testAuthService } from '../auth/testing'
import { createFrameApp } from '../createFrameApp'

// The frame's Farcaster routes over the devnet's real relay app in this process (its fetch, no port).

const origin = 'http://localhost:8790'
const appOrigin = 'http://127.0.0.1:5173'
const relayUrl = 'http://127.0.0.1:8793'
const networks = [{ caipNetworkId: 'eip155:31337', name: 'Berth Devnet', rpcUrl: 'http://127.0.0.1:1/unreachable' }]
const deviceId = 'device-fc-0001'
const alice = findDevnetFarcasterAccount(1001)!

/** A stand-in for what the real relay never hands over: a completed sign-in whose signature is another key's. */
const forgingRelayFake: typeof waitForFarcasterChannel = async (parameters) => {
  const status = await waitForFarcasterChannel(parameters)
  const bob = farcasterCustodyAccount(findDevnetFarcasterAccount(1002)!)
  return { ...status, signature: await bob.signMessage({ message: status.message }) }
}

function setup(options: { forge?: boolean } = {}) {
  const t = testAuthService()
  const relay = createFarcasterApp({ publicUrl: () => relayUrl })
  const relayFetch = (input: string, init?: RequestInit) => Promise.resolve(relay.request(input, init))
  const farcaster = createFarcasterLogins({
    auth: t.service,
    relayUrl,
    relayFetch,
    createChannel: createFarcasterChannel,
    waitForChannel: options.forge ? forgingRelayFake : waitForFarcasterChannel,
    verify: verifyFarcasterSignIn,
    waitMs: 5_000,
  })
  const social = {} as SocialLogins
  const app = createFrameApp({ auth: t.service, frameOrigin: origin, networks, logins: { social, farcaster }, frameScript: async () => '' })
  const post = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })
  const start = async () => {
    const response = await post('/auth/farcaster/start', { appOrigin, deviceId })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    return new URL(url).searchParams.get('channelToken') ?? ''
  }
  const answer = (channelToken: string, fields: Record<string, string>) =>
    relay.request('/approve', { method: 'POST', body: new URLSearchParams({ channelToken, ...fields }) })
  return { ...t, post, start, answer }
}

describe('frame server: Sign In With Farcaster', () => {
  it('opens a relay channel for the app (domain its host) and, once approved as @alice, gives a session of the fid’s user', async () => {
    const s = setup()
    const channelToken = await s.start()
    const connecting = s.post('/auth/farcaster/connect', { deviceId })
    expect((await s.answer(channelToken, { fid: String(alice.fid) })).status).toBe(200)
    const response = await connecting
    expect(response.status).toBe(200)
    const body = (await response.json()) as { token: string; user: { email: null; userName: string; authProvider: string; addresses: { eip155: string } } }
    expect(body.user).toMatchObject({ email: null, userName: 'alice', authProvider: 'farcaster' })
    // The same fid signs in again to the same user.
    const again = await s.start()
    const second = s.post('/auth/farcaster/connect', { deviceId })
    await s.answer(again, { fid: String(alice.fid) })
    const secondBody = (await (await second).json()) as typeof body
    expect(secondBody.user.addresses.eip155).toBe(body.user.addresses.eip155)
    expect(secondBody.token).not.toBe(body.token)
  })

  it('refuses a sign-in the person rejected, and a connect with no channel started', async () => {
    const s = setup()
    const channelToken = await s.start()
    const connecting = s.post('/auth/farcaster/connect', { deviceId })
    await s.answer(channelToken, { decision: 'reject' })
    const response = await connecting
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'The Farcaster sign-in was rejected.' })
    const none = await s.post('/auth/farcaster/connect', { deviceId: 'device-never-started' })
    expect(none.status).toBe(404)
    expect(await none.json()).toEqual({ message: 'No Farcaster sign-in was started in this browser.' })
  })

  it('refuses a message signed by another key than the fid’s custody address', async () => {
    const s = setup({ forge: true })
    const channelToken = await s.start()
    const connecting = s.post('/auth/farcaster/connect', { deviceId })
    await s.answer(channelToken, { fid: String(alice.fid) })
    const response = await connecting
    expect(response.status).toBe(401)
    const { message } = (await response.json()) as { message: string }
    expect(message).toMatch(/^The Farcaster sign-in was refused: /)
  })

  it('validates the app origin', async () => {
    const s = setup()
    const response = await s.post('/auth/farcaster/start', { appOrigin: 'javascript:alert(1)', deviceId })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('appOrigin')
  })
})
