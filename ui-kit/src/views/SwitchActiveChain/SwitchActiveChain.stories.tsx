import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider, fixtureSolanaNetwork } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import SwitchActiveChain from './SwitchActiveChain'

export default { title: 'Views / SwitchActiveChain' } satisfies StoryDefault

/** Fox Wallet is connected with an EVM account; the visitor chose Berth Solana Devnet, where it has no account yet. */
export const ToSolana: Story = () => (
  <FixtureProvider
    fixture="connected"
    solana
    history={[{ view: 'Account' }, { view: 'Networks' }, { view: 'SwitchActiveChain', params: { network: fixtureSolanaNetwork } }]}
  >
    <ViewFrame>
      <SwitchActiveChain />
    </ViewFrame>
  </FixtureProvider>
)
