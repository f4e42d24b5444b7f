import { BaseError } from '@berth/headless'
import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { siwxFake } from '../../testing/siwxFake'
import { ViewFrame } from '../../testing/ViewFrame'
import SIWXSignMessage from './SIWXSignMessage'

export default { title: 'Views / SIWXSignMessage' } satisfies StoryDefault

function Scene({ required = false, state }: { required?: boolean; state?: 'signing' | 'declined' }) {
  const [value] = useState(() => {
    const fixture = createFixtureClient('connected', { history: [{ view: 'SIWXSignMessage' }], siwx: siwxFake({ required }) })
    if (state === 'signing') fixture.client.siwx!.store.set({ status: 'signing' })
    if (state === 'declined') fixture.client.siwx!.store.set({ status: 'error', error: new BaseError('Signature declined') })
    return fixture
  })
  return (
    <FixtureProvider fixture="connected" value={value}>
      <ViewFrame>
        <SIWXSignMessage />
      </ViewFrame>
    </FixtureProvider>
  )
}

/** Sign-in is optional: cancel keeps the visitor connected. */
export const Optional: Story = () => <Scene />

/** Sign-in is required. */
export const Required: Story = () => <Scene required />

/** Waiting for the wallet's signature. */
export const Signing: Story = () => <Scene state="signing" />

/** The wallet declined. */
export const Declined: Story = () => <Scene state="declined" />
