import { embeddedWallet, FarcasterConnectionError } from '@berth/headless/embedded'
import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import ConnectingFarcaster from './ConnectingFarcaster'

export default { title: 'Views / ConnectingFarcaster' } satisfies StoryDefault

// The devnet relay's approval page, as the frame's GET_FARCASTER_URI answers it.
const RELAY_URL = 'http://127.0.0.1:8793/approve?channelToken=3b1f6c0e-5d0a-4c55-9e1a-7f3d2c1b0a99'

/**
 * A fixture client with the embedded wallet. No frame answers in a story: its Farcaster login is
 * stood in for by one that reaches `state` and stays there ('preparing': no URL yet; 'waiting': the
 * relay's URL, the approval not given; 'connecting': approved, the wallet connecting; 'error': failed).
 */
function ConnectingFarcasterStory({ state }: { state: 'preparing' | 'waiting' | 'connecting' | 'error' }) {
  const [value] = useState(() => {
    const fixture = createFixtureClient('disconnected', {
      embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:8790' }),
      history: [{ view: 'Connect' }, { view: 'ConnectingFarcaster' }],
    })
    const embedded = fixture.client.embedded!
    embedded.farcasterLogin = () => {
      embedded.store.set({ status: 'pending', farcasterUrl: state === 'waiting' ? RELAY_URL : undefined })
      return state === 'error' ? Promise.reject(new FarcasterConnectionError()) : new Promise(() => {})
    }
    return fixture
  })
  return (
    <FixtureProvider fixture="disconnected" value={value}>
      <ViewFrame>
        <ConnectingFarcaster />
      </ViewFrame>
    </FixtureProvider>
  )
}

/** The sign-in URL is being asked for: a spinner where the QR code comes. */
export const Preparing: Story = () => <ConnectingFarcasterStory state="preparing" />

/** The relay's URL as a QR code, the link to copy and to open; waiting for the approval in Farcaster. */
export const Waiting: Story = () => <ConnectingFarcasterStory state="waiting" />

/** Approved in Farcaster: the embedded wallet connects (then Account shows). */
export const Connecting: Story = () => <ConnectingFarcasterStory state="connecting" />

/** The sign-in failed: 'Failed to connect to farcaster' and a retry. */
export const Failed: Story = () => <ConnectingFarcasterStory state="error" />
