import { useSignMessage } from '@berth/headless/react'

const MESSAGE = 'Hello from Berth'

/** Shows that the connected wallet, whichever it is, signs through the same hook. */
export function SignMessage() {
  const { mutate, data, error, isPending } = useSignMessage()
  return (
    <section className="example__sign" aria-label="Sign a message">
      <button type="button" onClick={() => mutate({ message: MESSAGE })} disabled={isPending}>
        {isPending ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      {data ? (
        <p>
          Signature: <output data-testid="signature">{data}</output>
        </p>
      ) : null}
      {error ? (
        <p role="alert" data-testid="sign-error">
          {error.shortMessage}
        </p>
      ) : null}
    </section>
  )
}
