import { useEmailLogin, useModal } from '@berth/headless/react'
import { type FormEvent, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Text } from '../../primitives/Text'

/**
 * Connect's email login (SPEC.md: email first, then social, then wallets): a valid email mails a
 * code and shows EmailLogin (or Account when this browser's login was still live); an invalid one
 * says so, as does the 30 s cooldown between codes. Loaded apart from Connect, after the installed
 * wallets have painted.
 */
export default function EmailField() {
  const { push, reset } = useModal()
  const [invalid, setInvalid] = useState(false)
  // 'CONNECT': this browser's login was still live and it connected at once: Account, as after a code.
  const login = useEmailLogin({ sendCode: { onSuccess: (step) => (step === 'CONNECT' ? reset('Account') : push('EmailLogin')) } })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const email = input.value.trim()
    // The browser's own email syntax check (type="email"), not a pattern of ours.
    const valid = email !== '' && input.checkValidity()
    setInvalid(!valid)
    if (valid) login.sendCode.mutate({ email })
  }
  const message = invalid
    ? 'Please enter a valid email'
    : login.secondsLeft > 0 && login.sendCode.isError
      ? `Please try again after ${login.secondsLeft} seconds`
      : login.sendCode.error?.shortMessage
  return (
    <form className="berth-email-field" data-slot="email-field" noValidate onSubmit={submit}>
      <input
        name="email"
        type="email"
        aria-label="Email"
        placeholder="Email"
        autoComplete="email"
        aria-invalid={invalid || undefined}
        className="berth-search-input__field"
        onChange={() => setInvalid(false)}
      />
      <Button type="submit" loading={login.sendCode.isPending}>
        Continue
      </Button>
      {message ? (
        <Text variant="small" tone="error" role="alert">
          {message}
        </Text>
      ) : null}
    </form>
  )
}
