import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import Networks from './Networks'

export default { title: 'Views / Networks' } satisfies StoryDefault

/** Berth Devnet is active (marked); Berth Devnet L2 is offered. */
export const ActiveMarked: Story = () => (
  <FixtureProvider fixture="connected" history={[{ view: 'Account' }, { view: 'Networks' }]}>
    <ViewFrame>
      <Networks />
    </ViewFrame>
  </FixtureProvider>
)

/** The app has EVM and Solana networks: a heading per namespace; Berth Devnet is active. */
export const GroupedByNamespace: Story = () => (
  <FixtureProvider fixture="connected" solana history={[{ view: 'Account' }, { view: 'Networks' }]}>
    <ViewFrame>
      <Networks />
    </ViewFrame>
  </FixtureProvider>
)

/** Connected on Berth Solana Devnet: the Solana network is the active one. */
export const SolanaActive: Story = () => (
  <FixtureProvider fixture="connectedSolana" history={[{ view: 'Account' }, { view: 'Networks' }]}>
    <ViewFrame>
      <Networks />
    </ViewFrame>
  </FixtureProvider>
)
