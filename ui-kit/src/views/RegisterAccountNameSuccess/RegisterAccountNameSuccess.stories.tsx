import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import RegisterAccountNameSuccess from './RegisterAccountNameSuccess'

export default { title: 'Views / RegisterAccountNameSuccess' } satisfies StoryDefault

/** `carol.berth.id` registered for the embedded-wallet account on Berth Devnet. */
export const Registered: Story = () => {
  const [value] = useState(() =>
    createFixtureClient('connected', {
      history: [{ view: 'Account' }, { view: 'RegisterAccountNameSuccess', params: { accountName: 'carol.berth.id' } }],
      embedded: true,
    }),
  )
  return (
    <FixtureProvider fixture="connected" value={value}>
      <ViewFrame>
        <RegisterAccountNameSuccess />
      </ViewFrame>
    </FixtureProvider>
  )
}
