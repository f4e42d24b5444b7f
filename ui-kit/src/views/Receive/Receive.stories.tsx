import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import Receive from './Receive'

export default { title: 'Views / Receive' } satisfies StoryDefault

/** The EVM address on Berth Devnet: QR code, the address, Copy, and both devnet chains. */
export const Evm: Story = () => (
  <FixtureProvider fixture="connected">
    <ViewFrame>
      <Receive />
    </ViewFrame>
  </FixtureProvider>
)

/** The Solana address on Berth Solana Devnet. */
export const Solana: Story = () => (
  <FixtureProvider fixture="connectedSolana">
    <ViewFrame>
      <Receive />
    </ViewFrame>
  </FixtureProvider>
)
