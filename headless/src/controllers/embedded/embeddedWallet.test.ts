// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../../client.js'
import { embeddedWallet } from '../../embeddedWallet.js'
import { EmailCooldownError } from '../../errors/embedded.js'
import { InvalidFrameUrlError } from '../../errors/invalidFrameUrl.js'
import { memoryBackend } from '../../storage/backends.js'
import { FAKE_FRAME_URL, fakeFrameWindow, type FakeFrameWindow } from '../../testing/fakeFrameWindow.js'
import { testChain } from '../../testing/testNetworks.js'
import { EMBEDDED_CONNECTOR_ID } from './embeddedConnectorIds.js'

const ADDRESS = '0x2222222222222222222222222222222222222222'
const frameUser = (chainId: string) => ({
  email: 'ada@example.com',
  address: ADDRESS,
  chainId,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
})

/** The frame's answers for a visitor who logs in with a code (the frame's logged-in flag flips on CONNECT_OTP). */
function loginFrame(frame: FakeFrameWindow) {
  let loggedIn = false
  frame.respond((name, payload) => {
    switch (name) {
      case 'CONNECT_EMAIL':
        return { action: 'VERIFY_OTP' }
      case 'CONNECT_OTP':
        if ((payload as { otp: string }).otp !== '123456') throw { message: 'Invalid code' }
        loggedIn = true
        return {}
      case 'IS_CONNECTED':
        return { isConnected: loggedIn }
      case 'GET_USER':
        return frameUser((payload as { chainId: string }).chainId)
      case 'RPC_REQUEST': {
        const { method } = payload as { method: string }
        if (method === 'eth_sign') throw { message: 'Requested RPC call is not allowed', code: 4200 }
        return { result: method === 'personal_sign' ? `0x${'ab'.repeat(65)}` : null }
      }
      case 'SIGN_OUT':
        loggedIn = false
        return {}
      default:
        return undefined
    }
  })
}

async function frameOnPage(): Promise<FakeFrameWindow> {
  await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
  const frame = fakeFrameWindow()
  frame.ready()
  return frame
}

function setup(storage = memoryBackend()) {
  const client = createClient({
    networks: [testChain],
    storage,
    logger: { warn: vi.fn(), error: vi.fn() },
    // The AUTH connectors come with a chunk the discovery loads at mount: a reload's reconnect waits for them.
    discoveryWaitMs: 1_000,
    embeddedWallet: embeddedWallet({ frameUrl: FAKE_FRAME_URL }),
  })
  const unmount = client.mount()
  return { client, unmount, storage }
}

/** A client whose visitor logged in with the code, and the frame that answered. */
async function loggedIn() {
  const { client, unmount } = setup()
  const sent = client.embedded!.sendEmailCode('ada@example.com')
  const frame = await frameOnPage()
  loginFrame(frame)
  await sent
  await client.embedded!.verifyOtp('123456')
  return { client, unmount, frame }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the embeddedWallet option', () => {
  it('refuses a frame URL that is not http(s)', () => {
    expect(() => embeddedWallet({ frameUrl: 'javascript:alert(1)' })).toThrow(InvalidFrameUrlError)
  })

  it('lists the AUTH connector and makes no frame until a login starts', async () => {
    const { client, unmount } = setup()
    // Listed once the discovery's chunk is in (not in the page's first load).
    expect(await client.connectors.waitFor(EMBEDDED_CONNECTOR_ID, 1_000)).toMatchObject({ type: 'AUTH', chain: 'eip155' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(document.querySelector('iframe')).toBeNull()
    unmount()
  })

  it('logs in with an email code and connects the AUTH connector the normal way; a second code within 30 s is refused', async () => {
    const { client, unmount } = setup()
    const sent = client.embedded!.sendEmailCode('ada@example.com')
    const frame = await frameOnPage()
    loginFrame(frame)
    await expect(sent).resolves.toBe('VERIFY_OTP')
    expect(client.embedded!.store.get()).toMatchObject({ action: 'VERIFY_OTP', email: 'ada@example.com', status: 'idle' })

    const again = client.embedded!.sendEmailCode('ada@example.com')
    await expect(again).rejects.toThrow(EmailCooldownError)
    await expect(again).rejects.toHaveProperty('shortMessage', 'Please try again after 30 seconds')
    expect(client.embedded!.emailCooldownSecondsLeft()).toBe(30)

    await expect(client.embedded!.verifyOtp('000000')).rejects.toHaveProperty('shortMessage', 'Invalid code')
    await client.embedded!.verifyOtp('123456')
    const connection = client.connection.store.get().byNamespace.eip155
    expect(connection).toMatchObject({ status: 'connected', connectorId: EMBEDDED_CONNECTOR_ID, address: ADDRESS })
    expect(client.embedded!.store.get()).toMatchObject({ status: 'connected', email: 'ada@example.com', action: undefined })
    unmount()
  })

  it('signs through the frame with an approval the UI can read, and keeps a refused method as the error', async () => {
    const { client, unmount, frame } = await loggedIn()
    const approvals: unknown[] = []
    client.embedded!.store.subscribe((state) => approvals.push(state.approval))
    await expect(client.connection.signMessage({ message: 'hello' })).resolves.toBe(`0x${'ab'.repeat(65)}`)
    expect(approvals).toEqual([{ method: 'personal_sign' }, undefined])
    expect(frame.iframe.style.display).toBe('none')
    const provider = client.connectors.get(EMBEDDED_CONNECTOR_ID)!.provider as { request(args: unknown): Promise<unknown> }
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(client.embedded!.store.get().error).toMatchObject({ code: 4200 })
    expect(client.embedded!.store.get().approval).toBeUndefined()
    unmount()
  })

  it('shows the frame over the area a view placed while an approval waits, centred once the view gives it up, hidden when it ends', async () => {
    const { client, unmount, frame } = await loggedIn()
    const iframe = document.querySelector('iframe')!
    let waiting = false
    frame.respond((name, payload) => {
      if (name === 'RPC_REQUEST' && (payload as { method: string }).method === 'personal_sign') {
        waiting = true
        return undefined
      }
      return name === 'IS_CONNECTED' ? { isConnected: true } : name === 'GET_USER' ? frameUser((payload as { chainId: string }).chainId) : undefined
    })
    const signed = client.connection.signMessage({ message: 'hello' })
    await vi.waitFor(() => expect(waiting).toBe(true))
    expect(client.embedded!.store.get().approval).toEqual({ method: 'personal_sign' })
    client.embedded!.showFrame({ top: 80, left: 40, width: 360, height: 420 })
    await vi.waitFor(() => expect(iframe.style).toMatchObject({ display: 'block', top: '80px', left: '40px', width: '360px', height: '420px' }))
    expect(iframe.style.pointerEvents).toBe('auto')
    // The view went away with the request still waiting: the frame stays answerable, centred.
    client.embedded!.hideFrame()
    expect(iframe.style).toMatchObject({ display: 'block', width: '360px' })
    expect(iframe.style.top).not.toBe('80px')
    frame.answer('RPC_REQUEST', 'SUCCESS', { result: `0x${'cd'.repeat(65)}` })
    await expect(signed).resolves.toBe(`0x${'cd'.repeat(65)}`)
    expect(iframe.style.display).toBe('none')
    unmount()
  })

  it('gives a Farcaster wait up on its signal: "Request was aborted", no error kept, no URL left to show', async () => {
    const { client, unmount } = setup()
    const controller = new AbortController()
    const login = client.embedded!.farcasterLogin({ signal: controller.signal })
    const frame = await frameOnPage()
    // The relay's URL comes; the approval never does.
    frame.respond((name) => (name === 'GET_FARCASTER_URI' ? { url: 'http://127.0.0.1:8793/approve?channelToken=t' } : undefined))
    await vi.waitFor(() => expect(client.embedded!.store.get().farcasterUrl).toBe('http://127.0.0.1:8793/approve?channelToken=t'))
    await vi.waitFor(() => expect(frame.last('CONNECT_FARCASTER')).toBeDefined())
    controller.abort()
    await expect(login).rejects.toHaveProperty('shortMessage', 'Request was aborted')
    expect(client.embedded!.store.get()).toMatchObject({ status: 'idle', error: undefined, farcasterUrl: undefined })
    unmount()
  })

  it('restores the connection on a reload without a prompt, and signs out', async () => {
    const storage = memoryBackend()
    const first = setup(storage)
    const sent = first.client.embedded!.sendEmailCode('ada@example.com')
    const frame = await frameOnPage()
    loginFrame(frame)
    await sent
    await first.client.embedded!.verifyOtp('123456')
    first.unmount()
    document.body.innerHTML = ''

    // The reload: a new client on the same storage makes the frame at start and restores the account.
    const second = setup(storage)
    const reloaded = await frameOnPage()
    let loggedIn = true
    reloaded.respond((name, payload) => {
      if (name === 'IS_CONNECTED') return { isConnected: loggedIn }
      if (name === 'GET_USER') return frameUser((payload as { chainId: string }).chainId)
      if (name !== 'SIGN_OUT') return undefined
      loggedIn = false
      return {}
    })
    await vi.waitFor(() => expect(second.client.connection.store.get().byNamespace.eip155).toMatchObject({ status: 'connected', address: ADDRESS }), {
      timeout: 3_000,
    })
    expect(reloaded.last('CONNECT_EMAIL')).toBeUndefined()

    await second.client.embedded!.signOut()
    expect(reloaded.last('SIGN_OUT')).toBeDefined()
    expect(second.client.connection.store.get().byNamespace.eip155?.status).toBe('disconnected')
    expect(second.client.embedded!.store.get().status).toBe('idle')
    second.unmount()
  })
})
