import { embeddedWallet, FrameRequestError } from '@berth/headless/embedded'
import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import EmailLogin from './EmailLogin'

export default { title: 'Views / EmailLogin' } satisfies StoryDefault

/**
 * A fixture client with the embedded wallet at the step the frame asked for. No frame answers in a
 * story: the device wait is stood in for by one that never ends, and the code's check by one that
 * says the code is wrong.
 */
function EmailLoginStory({ action, cooldown = 0 }: { action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; cooldown?: number }) {
  const [value] = useState(() => {
    const fixture = createFixtureClient('disconnected', {
      embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:8790' }),
      history: [{ view: 'Connect' }, { view: 'EmailLogin' }],
    })
    const embedded = fixture.client.embedded!
    embedded.waitForDevice = () => new Promise(() => {})
    embedded.verifyOtp = () => Promise.reject(new FrameRequestError('CONNECT_OTP', { message: 'Invalid code' }))
    embedded.emailCooldownSecondsLeft = () => cooldown
    embedded.store.set({ action, email: 'ada@example.com' })
    return fixture
  })
  return (
    <FixtureProvider fixture="disconnected" value={value}>
      <ViewFrame>
        <EmailLogin />
      </ViewFrame>
    </FixtureProvider>
  )
}

/** The code entry, right after the code was mailed: the resend waits for the cooldown's seconds. */
export const Code: Story = () => <EmailLoginStory action="VERIFY_OTP" cooldown={27} />

/** The code entry once the cooldown has passed: the resend is offered. */
export const CodeResend: Story = () => <EmailLoginStory action="VERIFY_OTP" />

/** A new browser for a known user: waiting for the mailed device link. */
export const VerifyDevice: Story = () => <EmailLoginStory action="VERIFY_DEVICE" />
