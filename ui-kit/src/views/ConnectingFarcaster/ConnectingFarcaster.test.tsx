// @vitest-environment jsdom
import { embeddedWallet, FarcasterConnectionError } from '@berth/headless/embedded'
import type { EmbeddedController } from '@berth/headless/embedded'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import ConnectingFarcaster from './ConnectingFarcaster'

// No secure frame runs in jsdom (its page is another origin's): the Farcaster login is stood in for
// on `client.embedded`, which sets the relay's URL in its store as the real one does, then waits
// for `approve()` (or fails with `fail()`).
const RELAY_URL = 'http://127.0.0.1:8793/approve?channelToken=0f3e2d'

function standIn(embedded: EmbeddedController, url: string) {
  const waits: { approve: () => void; fail: (error: Error) => void; signal: AbortSignal | undefined }[] = []
  const login = vi.spyOn(embedded, 'farcasterLogin').mockImplementation(
    (options) =>
      new Promise<void>((resolve, reject) => {
        embedded.store.set({ status: 'pending', farcasterUrl: url })
        waits.push({
          approve: () => {
            embedded.store.set({ farcasterUrl: undefined, userName: 'alice', authProvider: 'farcaster' })
            resolve()
          },
          fail: reject,
          signal: options?.signal,
        })
      }),
  )
  return { login, waits }
}

/** ConnectingFarcaster over Connect, its login stood in for before the first render. */
function renderView(url = RELAY_URL) {
  const fixture = createFixtureClient('disconnected', {
    embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }),
    history: [{ view: 'Connect' }, { view: 'ConnectingFarcaster' }],
  })
  const { client } = fixture
  const stood = standIn(client.embedded!, url)
  const user = userEvent.setup()
  render(
    <FixtureProvider fixture="disconnected" value={fixture}>
      <ConnectingFarcaster />
    </FixtureProvider>,
  )
  return { ...stood, client, user, currentView: () => client.router.current() }
}

afterEach(cleanup)

describe('ConnectingFarcaster', () => {
  it("shows the relay's URL as a QR code, the link to copy and to open, and waits for the approval", async () => {
    const { login } = renderView()
    // One sign-in per visit.
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(1))
    expect(await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy()
    expect(document.querySelector('[data-slot="farcaster-qr"]')?.getAttribute('data-uri')).toBe(RELAY_URL)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    const open = screen.getByRole('link', { name: 'Open link' })
    expect(open.getAttribute('href')).toBe(RELAY_URL)
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByText('Scan with your phone or open the link, then approve the sign-in in Farcaster')).toBeTruthy()
  })

  it('goes on to Account once approved', async () => {
    const { client, currentView, waits } = renderView()
    await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })
    waits[0]!.approve()
    await vi.waitFor(() => expect(client.router.store.get().history).toEqual([{ view: 'Account' }]))
    expect(currentView()?.view).toBe('Account')
  })

  it("says 'Failed to connect to farcaster' and a retry asks for a new URL", async () => {
    const { user, currentView, login, waits } = renderView()
    await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })
    waits[0]!.fail(new FarcasterConnectionError())
    expect(await screen.findByText('Failed to connect to farcaster')).toBeTruthy()
    // The spent URL is no longer offered.
    expect(screen.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Open link' })).toBeNull()
    expect(currentView()?.view).toBe('ConnectingFarcaster')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy()
    expect(screen.queryByText('Failed to connect to farcaster')).toBeNull()
  })

  it('gives the wait up when the visitor leaves, and a retry gives up the wait before it', async () => {
    const { waits, user } = renderView()
    await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })
    waits[0]!.fail(new FarcasterConnectionError())
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(waits).toHaveLength(2))
    expect(waits[0]!.signal?.aborted).toBe(true)
    expect(waits[1]!.signal?.aborted).toBe(false)
    cleanup()
    expect(waits[1]!.signal?.aborted).toBe(true)
  })

  it('shows a spinner while the URL is asked for', async () => {
    const fixture = createFixtureClient('disconnected', { embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }) })
    const login = vi.spyOn(fixture.client.embedded!, 'farcasterLogin').mockImplementation(() => new Promise(() => {}))
    render(
      <FixtureProvider fixture="disconnected" value={fixture}>
        <ConnectingFarcaster />
      </FixtureProvider>,
    )
    expect(await screen.findByRole('status', { name: 'Preparing the QR code' })).toBeTruthy()
    expect(login).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
  })

  it('offers no link to open that is not http(s), only the one to copy', async () => {
    renderView('farcaster://connect?channelToken=0f3e2d')
    await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' })
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Open link' })).toBeNull()
  })
})
