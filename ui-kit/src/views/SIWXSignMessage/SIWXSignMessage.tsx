import { useClient, useSiwx } from '@berth/headless/react'
import { useState } from 'react'
import { Button } from '../../primitives/Button'
import { Text } from '../../primitives/Text'

/**
 * docs/states.md sign-in: the visitor signs a message to prove the address is theirs. Cancel follows the
 * app's rule (back to a network with a session, disconnect, or just close); a failure stays here
 * with what went wrong.
 */
export default function SIWXSignMessage() {
  const { signIn, cancel, status, error, required } = useSiwx()
  const appName = useClient().options.metadata?.name ?? 'This app'
  const [cancelling, setCancelling] = useState(false)
  const signing = status === 'signing'
  return (
    <div className="berth-stack" data-slot="siwx-sign-message" aria-busy={signing || undefined}>
      <Text variant="paragraph" weight="medium" align="center">
        {appName} needs to connect to your wallet
      </Text>
      <Text variant="small" tone="secondary" align="center">
        Sign this message to prove you own this wallet and proceed.{required ? '' : ' Canceling will keep you connected without signing in.'}
      </Text>
      <div role="status" aria-live="polite" className="berth-connecting__text">
        {signing ? (
          <Text variant="small" tone="secondary" align="center">
            Confirm in your wallet
          </Text>
        ) : status === 'error' && error ? (
          <Text variant="small" tone="error" align="center">
            {error.shortMessage}
          </Text>
        ) : null}
      </div>
      <div className="berth-row">
        <Button
          variant="secondary"
          fullWidth
          loading={cancelling}
          disabled={signing}
          onClick={() => {
            setCancelling(true)
            cancel().finally(() => setCancelling(false))
          }}
        >
          Cancel
        </Button>
        <Button fullWidth loading={signing} onClick={() => void signIn().catch(() => undefined)}>
          Sign
        </Button>
      </div>
    </div>
  )
}
