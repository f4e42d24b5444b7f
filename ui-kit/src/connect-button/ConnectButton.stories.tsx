import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider } from '../testing/fixtureClient'
import { ConnectButton } from './ConnectButton'

export default { title: 'Connect Button' } satisfies StoryDefault

export const Disconnected: Story = () => (
  <FixtureProvider fixture="disconnected">
    <ConnectButton />
  </FixtureProvider>
)

/** A connect is under way: the wallet has not answered. */
export const Connecting: Story = () => (
  <FixtureProvider fixture="connecting">
    <ConnectButton />
  </FixtureProvider>
)

export const Connected: Story = () => (
  <FixtureProvider fixture="connected">
    <ConnectButton />
  </FixtureProvider>
)
