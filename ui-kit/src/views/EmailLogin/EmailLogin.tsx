import { useEmailLogin, useModal } from '@berth/headless/react'
import { useEffect } from 'react'
import { Button } from '../../primitives/Button'
import { CodeField } from '../../primitives/CodeField'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'

/**
 * EmailLogin (SPEC.md): the mailed 6-digit code, checked once all six digits are in; a wrong code's
 * error; resend once the cooldown's seconds have passed. A new browser first waits for the mailed
 * device link (VERIFY_DEVICE), then asks for the code. Once the code connected, Account is the
 * first view (nothing to go back to), as after a wallet's connect.
 */
export default function EmailLogin() {
  const login = useEmailLogin()
  const { reset } = useModal()
  const { action, email, verify, waitForDevice } = login
  const waitingForDevice = action === 'VERIFY_DEVICE'
  // biome-ignore lint/correctness/useExhaustiveDependencies: waits once each time the device step begins
  useEffect(() => {
    if (waitingForDevice) waitForDevice.mutate()
  }, [waitingForDevice])

  if (waitingForDevice) {
    return (
      <div className="berth-stack berth-view-empty" data-slot="email-verify-device">
        <Spinner size="lg" label="Waiting for the device approval" />
        <Text variant="paragraph" align="center">
          Approve this device from the link we mailed to {email}
        </Text>
        {waitForDevice.error ? (
          <Text variant="small" tone="error" align="center" role="alert">
            {waitForDevice.error.shortMessage}
          </Text>
        ) : null}
      </div>
    )
  }

  return (
    <div className="berth-stack" data-slot="email-login">
      <Text variant="paragraph" align="center">
        Enter the code we sent to {email}
      </Text>
      <CodeField onCode={(otp) => verify.mutate({ otp }, { onSuccess: () => reset('Account') })} invalid={verify.isError} disabled={verify.isPending} />
      {verify.isPending ? <Spinner size="sm" label="Checking the code" /> : null}
      {verify.error ? (
        <Text variant="small" tone="error" align="center" role="alert">
          {verify.error.shortMessage}
        </Text>
      ) : null}
      <Button variant="ghost" disabled={login.secondsLeft > 0 || login.sendCode.isPending} onClick={login.resend}>
        {login.secondsLeft > 0 ? `Resend code in ${login.secondsLeft}s` : 'Resend code'}
      </Button>
    </div>
  )
}
