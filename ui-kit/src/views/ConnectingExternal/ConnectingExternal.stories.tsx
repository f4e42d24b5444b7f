import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider, fixtureWallets } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import ConnectingExternal from './ConnectingExternal'

export default { title: 'Views / ConnectingExternal' } satisfies StoryDefault

const { pending, rejecting } = fixtureWallets()

/** The wallet has the prompt and has not answered. */
export const Pending: Story = () => (
  <FixtureProvider fixture="disconnected" history={[{ view: 'Connect' }, { view: 'ConnectingExternal', params: { connectorId: pending.rdns } }]}>
    <ViewFrame>
      <ConnectingExternal />
    </ViewFrame>
  </FixtureProvider>
)

/** The user declined in the wallet: 'Connection rejected' with Try again. */
export const Rejected: Story = () => (
  <FixtureProvider fixture="disconnected" history={[{ view: 'Connect' }, { view: 'ConnectingExternal', params: { connectorId: rejecting.rdns } }]}>
    <ViewFrame>
      <ConnectingExternal />
    </ViewFrame>
  </FixtureProvider>
)
