// @vitest-environment jsdom
import { ACTION_NOT_ALLOWED_DELAY_MS, embeddedWallet, FrameRequestError } from '@berth/headless/embedded'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFixtureClient, type Fixture } from '../testing/fixtureClient'
import { watchEmbeddedApprovals } from './watchEmbeddedApprovals'

// The connected fixture wallet stands in for the embedded wallet's AUTH connector (no secure frame
// runs in jsdom); the embedded wallet's state is the real one, set as the frame's answers set it.
function setup(options: { open?: boolean; embedded?: boolean; fixture?: Fixture } = {}) {
  const { client } = createFixtureClient(options.fixture ?? 'connected', {
    embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }),
    embedded: options.embedded ?? true,
    open: options.open ?? false,
  })
  watchEmbeddedApprovals(client)
  const embedded = client.embedded!
  const views = () => client.router.store.get().history.map((entry) => entry.view)
  return { client, embedded, views, open: () => client.modal.store.get().open }
}

const refusal = () => new FrameRequestError('RPC_REQUEST', { message: 'Requested RPC call is not allowed', code: 4200 })

afterEach(() => {
  vi.useRealTimers()
})

describe('watchEmbeddedApprovals', () => {
  it('opens the closed modal on ApproveTransaction while an approval waits, and closes it when the approval ends', () => {
    const { embedded, views, open } = setup()
    embedded.store.set({ approval: { method: 'personal_sign' } })
    expect(open()).toBe(true)
    expect(views()).toEqual(['ApproveTransaction'])
    embedded.store.set({ approval: undefined })
    expect(open()).toBe(false)
  })

  it('shows ApproveTransaction over the open modal’s view, and goes back to it when the approval ends', () => {
    const { embedded, views, open } = setup({ open: true })
    expect(views()).toEqual(['Account'])
    embedded.store.set({ approval: { method: 'eth_sendTransaction' } })
    expect(views()).toEqual(['Account', 'ApproveTransaction'])
    embedded.store.set({ approval: undefined, error: new FrameRequestError('RPC_REQUEST', { message: 'User rejected the request', code: 4001 }) })
    expect(views()).toEqual(['Account'])
    expect(open()).toBe(true)
  })

  it('leaves the modal alone without a connected AUTH connection (another wallet is connected)', () => {
    const { embedded, views, open } = setup({ embedded: false })
    embedded.store.set({ approval: { method: 'personal_sign' } })
    expect(open()).toBe(false)
    expect(views()).toEqual(['Account'])
  })

  it('does not close a view the visitor moved on to while the approval waited', () => {
    const { client, embedded, views, open } = setup()
    embedded.store.set({ approval: { method: 'personal_sign' } })
    client.router.push('Networks')
    embedded.store.set({ approval: undefined })
    expect(views()).toEqual(['ApproveTransaction', 'Networks'])
    expect(open()).toBe(true)
  })

  it("opens the modal on a refused call and notifies 'Action not allowed' 300 ms later", () => {
    vi.useFakeTimers()
    const { client, embedded, views, open } = setup()
    embedded.store.set({ error: refusal() })
    expect(open()).toBe(true)
    expect(views()).toEqual(['Account'])
    vi.advanceTimersByTime(ACTION_NOT_ALLOWED_DELAY_MS - 1)
    expect(client.alerts.store.get().notification).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Action not allowed', open: true })
  })

  it('says nothing for another error (a wrong login code)', () => {
    vi.useFakeTimers()
    const { client, embedded, open } = setup()
    embedded.store.set({ error: new FrameRequestError('CONNECT_OTP', { message: 'Invalid code' }) })
    vi.advanceTimersByTime(ACTION_NOT_ALLOWED_DELAY_MS)
    expect(open()).toBe(false)
    expect(client.alerts.store.get().notification).toBeUndefined()
  })

  it('watches once per client, however often the host renders', () => {
    const { client, embedded, views } = setup({ open: true })
    watchEmbeddedApprovals(client)
    watchEmbeddedApprovals(client)
    embedded.store.set({ approval: { method: 'personal_sign' } })
    expect(views()).toEqual(['Account', 'ApproveTransaction'])
  })
})
