import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { fixtureNetworks } from '../testing/fixtureClient'
import { NetworkList } from './NetworkList'

export default {
  title: 'Primitives / NetworkList',
  decorators: [
    (Component) => (
      <div style={{ width: 328 }}>
        <Component />
      </div>
    ),
  ],
} satisfies StoryDefault

/** Choosing a network marks it active. */
export const Default: Story = () => {
  const [active, setActive] = useState<string>(fixtureNetworks[0].caipNetworkId)
  return <NetworkList networks={fixtureNetworks} activeCaipNetworkId={active} onSelect={(network) => setActive(network.caipNetworkId)} />
}

/** On a network the app does not list: none is marked. */
export const NoneActive: Story = () => <NetworkList networks={fixtureNetworks} activeCaipNetworkId={undefined} onSelect={() => undefined} />
