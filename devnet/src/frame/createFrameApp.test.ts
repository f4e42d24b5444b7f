import { FRAME_NOT_ALLOWED_CODE } from '@berth/headless/embedded'
import { describe, expect, it } from 'vitest'
import { RESEND_COOLDOWN_MS } from './auth/authRules'
import { testAuthService } from './auth/testing'
import { createFrameApp } from './createFrameApp'

const origin = 'http://localhost:8790'
const networks = [
  { caipNetworkId: 'eip155:31337', name: 'Berth Devnet', rpcUrl: 'http://127.0.0.1:1/unreachable' },
  { caipNetworkId: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE', name: 'Berth Solana Devnet', rpcUrl: 'http://127.0.0.1:1/unreachable' },
]
const email = 'visitor@example.com'
const deviceId = 'device-0001'

function setup() {
  const t = testAuthService()
  const app = createFrameApp({ auth: t.service, frameOrigin: origin, networks, frameScript: async () => 'console.log("frame")' })
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', origin, ...headers }, body: JSON.stringify(body) })
  const login = async () => {
    await post('/auth/connect-email', { email, deviceId })
    const response = await post('/auth/connect-otp', { email, deviceId, otp: t.mail.lastCode(email) })
    return (await response.json()) as { token: string; user: { email: string; addresses: { eip155: string; solana: string } } }
  }
  return { ...t, app, post, login }
}

describe('frame server: pages', () => {
  it('answers its health check as the devnet frame', async () => {
    const { app } = setup()
    expect(await (await app.request('/devnet/frame/health')).json()).toEqual({ ok: true, service: 'berth-devnet-frame' })
  })

  it('serves the frame page with its networks and a strict CSP, and its script', async () => {
    const { app } = setup()
    const page = await app.request('/?projectId=p&chainId=eip155%3A31337&version=1&enableLogger=false')
    const html = await page.text()
    expect(html).toContain('"caipNetworkId":"eip155:31337"')
    expect(html).not.toContain('unreachable')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    const script = await app.request('/frame.js')
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect(await script.text()).toBe('console.log("frame")')
  })
})

describe('frame server: auth API', () => {
  it('answers only its own origin: another origin and a preflight are refused, with no CORS header', async () => {
    const { app, post } = setup()
    const foreign = await post('/auth/connect-email', { email, deviceId }, { origin: 'http://127.0.0.1:5173' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await app.request('/auth/connect-email', { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173' } })
    expect(preflight.status).toBe(403)
  })

  it('validates the bodies, naming the field', async () => {
    const { post } = setup()
    const badEmail = await post('/auth/connect-email', { email: 'nope', deviceId })
    expect(badEmail.status).toBe(400)
    expect(((await badEmail.json()) as { message: string }).message).toMatch(/^Invalid request: email:/)
    const badDevice = await post('/auth/connect-email', { email, deviceId: 'x' })
    expect(((await badDevice.json()) as { message: string }).message).toMatch(/^Invalid request: deviceId:/)
    const badOtp = await post('/auth/connect-otp', { email, deviceId, otp: '12ab56' })
    expect(((await badOtp.json()) as { message: string }).message).toMatch(/^Invalid request: otp:/)
    const notJson = await post('/auth/connect-email', 'text')
    expect(notJson.status).toBe(400)
  })

  it('logs in by code: VERIFY_OTP, then a session token and the addresses, then the user for that token only', async () => {
    const { app, post, mail } = setup()
    const connect = await post('/auth/connect-email', { email, deviceId })
    expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const verified = await post('/auth/connect-otp', { email, deviceId, otp: mail.lastCode(email) })
    const { token, user } = (await verified.json()) as { token: string; user: { email: string; addresses: { eip155: string } } }
    expect(user.email).toBe(email)
    expect(verified.headers.get('set-cookie')).toBeNull()
    const me = await app.request('/auth/user', { headers: { authorization: `Bearer ${token}` } })
    expect(await me.json()).toEqual(user)
    expect((await app.request('/auth/user')).status).toBe(401)
    expect((await app.request('/auth/user', { headers: { authorization: `Bearer ${'x'.repeat(43)}` } })).status).toBe(401)
  })

  it('answers the rules’ refusals with their message and status', async () => {
    const { post, tick, mail } = setup()
    await post('/auth/connect-email', { email, deviceId })
    tick(10_000)
    const again = await post('/auth/connect-email', { email, deviceId })
    expect(again.status).toBe(429)
    expect(await again.json()).toEqual({ message: 'Please try again after 20 seconds' })
    const code = mail.lastCode(email)
    const wrong = await post('/auth/connect-otp', { email, deviceId, otp: code === '111111' ? '222222' : '111111' })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { message: string }).message).toContain('Invalid code')
  })

  it('approves a new device from the mailed link, and says when a link is bad', async () => {
    const { app, post, login, tick, mail } = setup()
    await login()
    tick(RESEND_COOLDOWN_MS)
    const other = { email, deviceId: 'device-0002' }
    expect(await (await post('/auth/connect-email', other)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const link = new URL(mail.mails.at(-1)?.text.match(/http:\S+/)?.[0] ?? '')
    expect(link.origin).toBe(origin)
    const waiting = post('/auth/connect-device', other)
    const page = await app.request(`${link.pathname}${link.search}`)
    expect(await page.text()).toContain('Device approved')
    expect((await waiting).status).toBe(200)
    const reused = await app.request(`${link.pathname}${link.search}`)
    expect(reused.status).toBe(409)
    expect(await reused.text()).toContain('already used')
    expect((await app.request('/device/approve?token=nope')).status).toBe(404)
    const verified = await post('/auth/connect-otp', { ...other, otp: mail.lastCode(email) })
    expect(verified.status).toBe(200)
  })

  it('signs out: the token no longer works', async () => {
    const { app, post, login } = setup()
    const { token } = await login()
    expect((await post('/auth/sign-out', {}, { authorization: `Bearer ${token}` })).status).toBe(200)
    expect((await app.request('/auth/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
  })

  it('changes the email in two code steps', async () => {
    const { post, login, tick, mail } = setup()
    const { token } = await login()
    const auth = { authorization: `Bearer ${token}` }
    tick(RESEND_COOLDOWN_MS)
    expect(await (await post('/auth/update-email', { email: 'new@example.com' }, auth)).json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await (await post('/auth/update-email/primary', { otp: mail.lastCode(email) }, auth)).json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    expect(await (await post('/auth/update-email/secondary', { otp: mail.lastCode('new@example.com') }, auth)).json()).toEqual({
      newEmail: 'new@example.com',
    })
    expect((await post('/auth/update-email', { email: 'x@example.com' })).status).toBe(401)
  })

  it('signs a personal_sign for the session’s account only, and refuses without a session or on an unknown chain', async () => {
    const { post, login } = setup()
    const { token, user } = await login()
    const auth = { authorization: `Bearer ${token}` }
    const message = '0x68656c6c6f'
    const signed = await post('/auth/sign', { chainId: 'eip155:31337', method: 'personal_sign', params: [message, user.addresses.eip155] }, auth)
    const { result } = (await signed.json()) as { result: string }
    const { verifyMessage } = await import('viem')
    expect(await verifyMessage({ address: user.addresses.eip155 as `0x${string}`, message: { raw: message }, signature: result as `0x${string}` })).toBe(true)
    const other = await post('/auth/sign', { chainId: 'eip155:31337', method: 'personal_sign', params: [message, `0x${'1'.repeat(40)}`] }, auth)
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({ code: 4100 })
    expect((await post('/auth/sign', { chainId: 'eip155:31337', method: 'personal_sign', params: [message, user.addresses.eip155] })).status).toBe(401)
    expect((await post('/auth/sign', { chainId: 'eip155:1', method: 'personal_sign', params: [message, user.addresses.eip155] }, auth)).status).toBe(400)
  })

  it('signs a Solana message with the user’s Solana key', async () => {
    const { post, login } = setup()
    const { token, user } = await login()
    const { getBase58Encoder, getBase58Decoder, verifySignature, getPublicKeyFromAddress, address } = await import('@solana/kit')
    const bytes = new TextEncoder().encode('hello solana')
    const response = await post(
      '/auth/sign',
      {
        chainId: networks[1]?.caipNetworkId,
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(bytes), pubkey: user.addresses.solana },
      },
      { authorization: `Bearer ${token}` },
    )
    const { result } = (await response.json()) as { result: { signature: string } }
    const key = await getPublicKeyFromAddress(address(user.addresses.solana))
    expect(await verifySignature(key, new Uint8Array(getBase58Encoder().encode(result.signature)) as never, bytes)).toBe(true)
  })
})

describe('frame server: /v1/ RPC pass-through', () => {
  const rpc = (app: ReturnType<typeof setup>['app'], query: string, body: unknown) =>
    app.request(`/v1/${query}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })

  it('refuses a signing or unknown method with FRAME_NOT_ALLOWED_CODE', async () => {
    const { app } = setup()
    for (const method of ['eth_sendTransaction', 'personal_sign', 'eth_sendRawTransaction', 'anvil_setBalance', 'wallet_sendCalls']) {
      const response = await rpc(app, '?chainId=eip155:31337&projectId=p', { jsonrpc: '2.0', id: 1, method, params: [] })
      expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, error: { code: FRAME_NOT_ALLOWED_CODE, message: 'Requested RPC call is not allowed' } })
    }
  })

  it('refuses an unknown chain, a missing projectId and a bad body', async () => {
    const { app } = setup()
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }
    expect((await rpc(app, '?chainId=eip155:1&projectId=p', call)).status).toBe(400)
    expect((await rpc(app, '?chainId=eip155:31337', call)).status).toBe(400)
    expect((await rpc(app, '?chainId=eip155:31337&projectId=p', { id: 1 })).status).toBe(400)
  })

  it('says when the node is unreachable', async () => {
    const { app } = setup()
    const response = await rpc(app, '?chainId=eip155:31337&projectId=p', { jsonrpc: '2.0', id: 7, method: 'eth_blockNumber' })
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ id: 7, error: { code: -32603, message: expect.stringContaining('Berth Devnet is unreachable') } })
  })
})
