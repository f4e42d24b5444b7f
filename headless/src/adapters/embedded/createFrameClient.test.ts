// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameLoadError, FrameRequestAbortedError, FrameRequestError } from '../../errors/embedded.js'
import { RequestTimeoutError } from '../../errors/provider.js'
import { FAKE_FRAME_ORIGIN, FAKE_FRAME_URL, fakeFrameWindow, type FakeFrameWindow } from '../../testing/fakeFrameWindow.js'
import {
  createFrameClient,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_Z_INDEX,
  type FrameAlert,
} from './createFrameClient.js'

const user = {
  email: 'ada@example.com',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 'eip155:1',
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

function setup() {
  const logger = { warn: vi.fn(), error: vi.fn() }
  const alerts: FrameAlert[] = []
  const client = createFrameClient({
    frameUrl: FAKE_FRAME_URL,
    projectId: 'p1',
    chainId: () => 'eip155:1',
    version: 'berth-test',
    logger,
    alert: (kind) => alerts.push(kind),
  })
  return { client, logger, alerts }
}

/** Starts the frame and brings it to ready (READY, then the delay). */
async function started(client: ReturnType<typeof setup>['client']): Promise<FakeFrameWindow> {
  const ready = client.ready()
  const frame = fakeFrameWindow()
  frame.ready()
  await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
  await ready
  return frame
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the frame client', () => {
  it('creates nothing until asked, then a hidden iframe on the frame URL with the project, chain, version and logger flag', async () => {
    const { client } = setup()
    expect(document.querySelector('iframe')).toBeNull()
    expect(client.created()).toBe(false)
    void client.ready()
    const iframe = document.querySelector('iframe')!
    const src = new URL(iframe.src)
    expect(src.origin).toBe(FAKE_FRAME_ORIGIN)
    expect(Object.fromEntries(src.searchParams)).toEqual({ projectId: 'p1', chainId: 'eip155:1', version: 'berth-test', enableLogger: 'false' })
    expect(iframe.style.display).toBe('none')
    expect(iframe.style.zIndex).toBe(String(FRAME_Z_INDEX))
  })

  it('is ready only 500 ms after READY', async () => {
    const { client } = setup()
    let ready = false
    void client.ready().then(() => (ready = true))
    fakeFrameWindow().ready()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS - 1)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
  })

  it('fails with "Unable to load email login dependency" and the iframe_load_failed alert when READY never comes in 20 s', async () => {
    const { client, alerts } = setup()
    const ready = client.ready()
    const failed = expect(ready).rejects.toThrow(FrameLoadError)
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS)
    await failed
    await expect(ready).rejects.toHaveProperty('shortMessage', 'Unable to load email login dependency')
    expect(alerts).toEqual(['iframe_load_failed'])
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('posts { id, type, payload } to the frame origin only and resolves with the answer of the same id', async () => {
    const { client } = setup()
    const frame = await started(client)
    const first = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const second = client.request('GET_USER', { chainId: 'eip155:1' })
    await vi.advanceTimersByTimeAsync(0)
    const [a, b] = frame.posted
    expect(a!.targetOrigin).toBe(FAKE_FRAME_ORIGIN)
    expect(a!.message).toEqual({ id: expect.any(String), type: '@berth-app/CONNECT_EMAIL', payload: { email: 'ada@example.com' } })
    expect(a!.message.id).not.toBe(b!.message.id)
    // Answered out of order: each promise gets its own answer.
    frame.answer('GET_USER', 'SUCCESS', user)
    frame.answer('CONNECT_EMAIL', 'SUCCESS', { action: 'VERIFY_OTP' })
    await expect(first).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(second).resolves.toMatchObject({ address: user.address })
  })

  it('ignores and reports answers from another origin, another window, or of the wrong shape', async () => {
    const { client, logger } = setup()
    const frame = await started(client)
    const request = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    const id = frame.last('CONNECT_EMAIL')!.message.id
    const answer = { id, type: '@berth-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'CONNECT' } }
    const other = document.createElement('iframe')
    document.body.appendChild(other)
    frame.send(answer, { origin: 'http://evil.example' })
    frame.send(answer, { source: other.contentWindow })
    frame.send(answer, { source: window })
    frame.send({ ...answer, payload: { action: 'HACKED' } })
    frame.send({ id, type: '@berth-frame/CONNECT_EMAIL_SUCCESS' })
    expect(logger.warn).toHaveBeenCalledTimes(5)
    let settled = false
    void request.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    frame.send({ ...answer, payload: { action: 'VERIFY_DEVICE' } })
    await expect(request).resolves.toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('takes no READY from another origin or window', async () => {
    const { client, logger } = setup()
    let ready = false
    void client.ready().then(() => (ready = true))
    const frame = fakeFrameWindow()
    frame.send({ type: '@berth-frame/READY' }, { origin: 'http://evil.example' })
    frame.send({ type: '@berth-frame/READY' }, { source: window })
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS)
    expect(ready).toBe(false)
    expect(logger.warn).toHaveBeenCalledTimes(2)
  })

  it('leaves messages that do not claim to be the frame’s alone', async () => {
    const { client, logger } = setup()
    const frame = await started(client)
    frame.send({ type: 'metamask:ping' }, { origin: 'http://127.0.0.1:5173', source: window })
    frame.send('hello', { origin: 'http://127.0.0.1:5173', source: window })
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('rejects with the error answer’s message and code, or "An error occurred"', async () => {
    const { client } = setup()
    const frame = await started(client)
    const refused = client.request('RPC_REQUEST', { chainId: 'eip155:1', method: 'eth_sign', params: [] })
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('RPC_REQUEST', 'ERROR', { message: 'Requested RPC call is not allowed', code: 4200 })
    await expect(refused).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed', code: 4200 })
    await expect(refused).rejects.toBeInstanceOf(FrameRequestError)
    const empty = client.request('SIGN_OUT', {})
    await vi.advanceTimersByTimeAsync(0)
    frame.answer('SIGN_OUT', 'ERROR', { message: '' })
    await expect(empty).rejects.toHaveProperty('shortMessage', 'An error occurred')
  })

  it('times out after 120 s with the iframe_request_timeout alert', async () => {
    const { client, alerts } = setup()
    await started(client)
    const request = client.request('CONNECT_OTP', { otp: '123456' })
    const failed = expect(request).rejects.toThrow(RequestTimeoutError)
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS)
    await failed
    expect(alerts).toEqual(['iframe_request_timeout'])
  })

  it('rejects an aborted request with "Request was aborted" and tells the frame to abort its RPC requests', async () => {
    const { client } = setup()
    const frame = await started(client)
    const controller = new AbortController()
    const request = client.request(
      'RPC_REQUEST',
      { chainId: 'eip155:1', method: 'personal_sign', params: ['0x00', user.address] },
      { signal: controller.signal },
    )
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await expect(request).rejects.toThrow(FrameRequestAbortedError)
    await expect(request).rejects.toHaveProperty('shortMessage', 'Request was aborted')
    expect(frame.last('RPC_ABORT')?.message.payload).toEqual({})
    // A late answer is dropped (reported), not delivered.
    frame.answer('RPC_REQUEST', 'SUCCESS', { result: '0xsig' })
  })

  it('shows the frame over an area and hides it again', async () => {
    const { client } = setup()
    const frame = await started(client)
    client.show({ top: 10, left: 20, width: 360, height: 400 })
    expect(frame.iframe.style).toMatchObject({ display: 'block', top: '10px', left: '20px', width: '360px', height: '400px' })
    client.hide()
    expect(frame.iframe.style.display).toBe('none')
  })
})
