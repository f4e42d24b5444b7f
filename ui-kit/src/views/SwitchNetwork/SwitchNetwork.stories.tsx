import { berthDevnetL2 } from '@berth/devnet/networks'
import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import SwitchNetwork from './SwitchNetwork'

export default { title: 'Views / SwitchNetwork' } satisfies StoryDefault

/** Waiting for the wallet to approve the switch to Berth Devnet L2. */
export const Pending: Story = () => (
  <FixtureProvider fixture="connected" history={[{ view: 'Account' }, { view: 'Networks' }, { view: 'SwitchNetwork', params: { network: berthDevnetL2 } }]}>
    <ViewFrame>
      <SwitchNetwork />
    </ViewFrame>
  </FixtureProvider>
)
