import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import UnsupportedChain from './UnsupportedChain'

export default { title: 'Views / UnsupportedChain' } satisfies StoryDefault

/** The wallet is on Ethereum (eip155:1), which the app does not list. */
export const WrongNetwork: Story = () => (
  <FixtureProvider fixture="unsupported">
    <ViewFrame>
      <UnsupportedChain />
    </ViewFrame>
  </FixtureProvider>
)
