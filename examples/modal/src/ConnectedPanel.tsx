import { useNetwork } from '@berth/headless/react'
import { SignInStatus } from './SignInStatus'
import { SignMessage } from './SignMessage'

/** What the example shows once an account is connected: its network, its sign-in and a message to sign. */
export function ConnectedPanel() {
  const { network } = useNetwork()
  return (
    <>
      <p>
        Network: <output data-testid="network">{network?.name ?? 'unsupported'}</output>
      </p>
      <SignInStatus />
      <SignMessage />
    </>
  )
}
