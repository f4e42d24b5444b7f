import { useNetwork } from '@berth/headless/react'
import { SendCalls } from './SendCalls'
import { SignInStatus } from './SignInStatus'
import { SignMessage } from './SignMessage'

/** What the example shows once an account is connected: its network, its sign-in, a message to sign and a batch of calls. */
export function ConnectedPanel() {
  const { network } = useNetwork()
  return (
    <>
      <p>
        Network: <output data-testid="network">{network?.name ?? 'unsupported'}</output>
      </p>
      <SignInStatus />
      <SignMessage />
      <SendCalls />
    </>
  )
}
