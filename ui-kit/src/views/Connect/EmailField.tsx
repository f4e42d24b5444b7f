import { useEmailLogin, useModal } from '@berth/headless/react'
import { Button } from '../../primitives/Button'
import { EmailInput, useEmailSubmit } from '../../primitives/EmailInput'
import { Text } from '../../primitives/Text'

/**
 * Connect's email login (SPEC.md: email first, then social, then wallets): a valid email mails a
 * code and shows EmailLogin (or Account when this browser's login was still live); an invalid one
 * says so, as does the 30 s cooldown between codes. Loaded apart from Connect, after the installed
 * wallets have painted.
 */
export default function EmailField() {
  const { push, reset } = useModal()
  // 'CONNECT': this browser's login was still live and it connected at once: Account, as after a code.
  const login = useEmailLogin({ sendCode: { onSuccess: (step) => (step === 'CONNECT' ? reset('Account') : push('EmailLogin')) } })
  const { invalid, submit, edited } = useEmailSubmit((email) => login.sendCode.mutate({ email }))
  const message = invalid
    ? 'Please enter a valid email'
    : login.secondsLeft > 0 && login.sendCode.isError
      ? `Please try again after ${login.secondsLeft} seconds`
      : login.sendCode.error?.shortMessage
  return (
    <form className="berth-email-field" data-slot="email-field" noValidate onSubmit={submit}>
      <EmailInput label="Email" invalid={invalid} onEdit={edited} />
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
