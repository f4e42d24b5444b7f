import { useEmailLogin } from '@berth/headless/react'
import { type FormEvent, useEffect, useState } from 'react'

/**
 * An email login built from useEmailLogin alone: the email mails a 6-digit code, the code connects
 * the embedded wallet (its keys stay in the secure frame), Resend waits out the 30 s cooldown, and a
 * browser the account does not know waits for the mailed device link first.
 */
export function EmailLogin() {
  const login = useEmailLogin()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const waitingForDevice = login.action === 'VERIFY_DEVICE'
  // biome-ignore lint/correctness/useExhaustiveDependencies: waits once each time the device step begins
  useEffect(() => {
    if (waitingForDevice) login.waitForDevice.mutate()
  }, [waitingForDevice])

  const sendCode = (event: FormEvent) => {
    event.preventDefault()
    login.sendCode.mutate({ email: email.trim() })
  }
  const verify = (event: FormEvent) => {
    event.preventDefault()
    login.verify.mutate({ otp: code.trim() })
  }
  const error = login.verify.error ?? login.waitForDevice.error ?? login.sendCode.error

  return (
    <section aria-label="Email login">
      <h2>Log in with email</h2>
      {waitingForDevice ? (
        <p>Approve this browser from the link we mailed to {login.email}.</p>
      ) : login.action === 'VERIFY_OTP' ? (
        <form onSubmit={verify}>
          <p>Enter the code we sent to {login.email}</p>
          <label>
            Code <input name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          </label>
          <button type="submit" disabled={login.verify.isPending || code.trim() === ''}>
            {login.verify.isPending ? 'Checking…' : 'Verify'}
          </button>
          <button type="button" disabled={login.secondsLeft > 0 || login.sendCode.isPending} onClick={login.resend}>
            {login.secondsLeft > 0 ? `Resend code in ${login.secondsLeft}s` : 'Resend code'}
          </button>
        </form>
      ) : (
        <form onSubmit={sendCode}>
          <label>
            Email <input name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <button type="submit" disabled={login.sendCode.isPending || email.trim() === ''}>
            {login.sendCode.isPending ? 'Sending…' : 'Send code'}
          </button>
        </form>
      )}
      {error ? (
        <p role="alert" data-testid="email-login-error">
          {error.shortMessage}
        </p>
      ) : null}
    </section>
  )
}
