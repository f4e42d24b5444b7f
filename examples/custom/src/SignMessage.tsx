import { useEmbeddedUser, useSignMessage } from '@berth/headless/react'

const MESSAGE = 'Hello from Berth'

/**
 * The embedded wallet's login (useEmbeddedUser) and a message signed through useSignMessage, as with
 * any wallet: with the embedded wallet the secure frame shows the request and the visitor approves it there.
 */
export function SignMessage() {
  const { email } = useEmbeddedUser()
  const sign = useSignMessage()
  return (
    <section aria-label="Sign a message">
      {email ? (
        <p>
          Logged in as <output data-testid="embedded-email">{email}</output>
        </p>
      ) : null}
      <button type="button" disabled={sign.isPending} onClick={() => sign.mutate({ message: MESSAGE })}>
        {sign.isPending ? 'Waiting for approval…' : 'Sign message'}
      </button>
      {sign.data ? (
        <p>
          Signature: <output data-testid="signature">{sign.data}</output>
        </p>
      ) : null}
      {sign.error ? (
        <p role="alert" data-testid="sign-error">
          {sign.error.shortMessage}
        </p>
      ) : null}
    </section>
  )
}
