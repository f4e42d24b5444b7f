import { embeddedWallet, FrameRequestError } from '@berth/headless/embedded'
import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import { UpdateEmailCode } from './UpdateEmailCode'
import { UpdateEmailForm } from './UpdateEmailForm'
import UpdateEmailWallet from './UpdateEmailWallet'

export default { title: 'Views / UpdateEmailWallet' } satisfies StoryDefault

/**
 * The view on a fixture client logged in by email. No frame answers in a story: the update's start
 * is stood in for by one that answers the cooldown, so Continue shows the frame's refusal.
 */
function UpdateEmailWalletStory() {
  const [value] = useState(() => {
    const fixture = createFixtureClient('connected', {
      embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:8790' }),
      history: [{ view: 'Account' }, { view: 'UpdateEmailWallet' }],
    })
    const embedded = fixture.client.embedded!
    embedded.updateEmail = () => Promise.reject(new FrameRequestError('UPDATE_EMAIL', { message: 'Please try again after 27 seconds' }))
    embedded.store.set({ status: 'connected', email: 'ada@example.com' })
    return fixture
  })
  return (
    <FixtureProvider fixture="connected" value={value}>
      <ViewFrame>
        <UpdateEmailWallet />
      </ViewFrame>
    </FixtureProvider>
  )
}

const noop = () => {}

/** The new email's form (Continue answers the cooldown here: no frame runs in a story). */
export const NewEmail: Story = () => <UpdateEmailWalletStory />

/** The frame refused the start within 30 s of the last code mailed to this email. */
export const Cooldown: Story = () => (
  <ViewFrame>
    <UpdateEmailForm current="ada@example.com" start={noop} pending={false} error="Please try again after 27 seconds" />
  </ViewFrame>
)

/** Waiting for the frame to mail the first code. */
export const Starting: Story = () => (
  <ViewFrame>
    <UpdateEmailForm current="ada@example.com" start={noop} pending error={undefined} />
  </ViewFrame>
)

/** Step 1 of 2: the code mailed to the current email. */
export const PrimaryCode: Story = () => (
  <ViewFrame>
    <UpdateEmailCode step="VERIFY_PRIMARY_OTP" current="ada@example.com" next="grace@example.com" onCode={noop} pending={false} error={undefined} />
  </ViewFrame>
)

/** Step 2 of 2: the code mailed to the new email. */
export const SecondaryCode: Story = () => (
  <ViewFrame>
    <UpdateEmailCode step="VERIFY_SECONDARY_OTP" current="ada@example.com" next="grace@example.com" onCode={noop} pending={false} error={undefined} />
  </ViewFrame>
)

/** A code being checked. */
export const CheckingCode: Story = () => (
  <ViewFrame>
    <UpdateEmailCode step="VERIFY_SECONDARY_OTP" current="ada@example.com" next="grace@example.com" onCode={noop} pending error={undefined} />
  </ViewFrame>
)

/** The frame refused a code. */
export const WrongCode: Story = () => (
  <ViewFrame>
    <UpdateEmailCode
      step="VERIFY_PRIMARY_OTP"
      current="ada@example.com"
      next="grace@example.com"
      onCode={noop}
      pending={false}
      error="Invalid code. Check the code in your mail and try again."
    />
  </ViewFrame>
)
