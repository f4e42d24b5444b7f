import { embeddedWallet } from '@berth/headless/embedded'
import type { Story, StoryDefault } from '@ladle/react'
import { useEffect, useState } from 'react'
import { BerthModal } from '../../berth-modal/BerthModal'
import { createFixtureClient, FixtureProvider, type FixtureClient } from '../../testing/fixtureClient'
import { siwxFake } from '../../testing/siwxFake'
import { ViewFrame } from '../../testing/ViewFrame'
import { useBerthTheme } from '../../theme/ThemeRoot'
import ApproveTransaction from './ApproveTransaction'

export default { title: 'Views / ApproveTransaction' } satisfies StoryDefault

// No secure frame runs in a story (its page is another origin's): the place the view hands the
// embedded wallet is outlined instead, where the frame's request panel (Approve, Reject) would sit.
const outline = '[data-slot="approve-transaction-frame"]{outline:1px dashed currentColor;outline-offset:-1px;border-radius:16px}'

/** A fixture client logged in with the embedded wallet (the fixture wallet stands in for its AUTH connector), a request of `method` waiting. */
function approvingClient(method: string, options: { siwxRequired?: boolean } = {}): FixtureClient {
  const fixture = createFixtureClient('connected', {
    embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:8790' }),
    embedded: true,
    ...(options.siwxRequired ? { siwx: siwxFake({ required: true }), open: true } : {}),
  })
  const embedded = fixture.client.embedded!
  embedded.showFrame = () => undefined
  embedded.hideFrame = () => undefined
  embedded.store.set({ status: 'connected', email: 'ada@example.com', approval: { method } })
  return fixture
}

function ApproveStory({ method }: { method: string }) {
  const [value] = useState(() => approvingClient(method))
  return (
    <FixtureProvider fixture="connected" value={value}>
      <style>{outline}</style>
      <ViewFrame>
        <ApproveTransaction />
      </ViewFrame>
    </FixtureProvider>
  )
}

/** A message to sign (personal_sign) waits in the frame. */
export const Signature: Story = () => <ApproveStory method="personal_sign" />

/** A transaction to send (eth_sendTransaction) waits in the frame. */
export const Transaction: Story = () => <ApproveStory method="eth_sendTransaction" />

/**
 * In the modal, over the sign-in view, while sign-in is required and there is no session: the modal
 * cannot be closed (no close button, Escape and a click outside do nothing).
 */
export const SignInRequired: Story = () => {
  const theme = useBerthTheme()
  const [value] = useState(() => approvingClient('personal_sign', { siwxRequired: true }))
  useEffect(() => {
    const { router } = value.client
    const over = () => {
      if (router.current()?.view === 'SIWXSignMessage') router.push('ApproveTransaction')
    }
    over()
    return router.store.subscribe(over)
  }, [value])
  return (
    <FixtureProvider fixture="connected" value={value}>
      <style>{outline}</style>
      <BerthModal themeMode={theme?.mode} />
    </FixtureProvider>
  )
}
