import { type FormEvent, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Text } from '../../primitives/Text'

export type UpdateEmailFormProps = {
  /** The email the account has now. */
  current: string | undefined
  /** Called with a valid new email. */
  start(email: string): void
  pending: boolean
  /** The frame's refusal of the last start (the cooldown, an email in use). */
  error: string | undefined
}

/** UpdateEmailWallet's first step, the new email: the browser's own email syntax check (type="email"), then the update starts. */
export function UpdateEmailForm({ current, start, pending, error }: UpdateEmailFormProps) {
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const email = input.value.trim()
    const valid = email !== '' && input.checkValidity()
    setInvalid(!valid)
    if (valid) start(email)
  }
  const message = invalid ? 'Please enter a valid email' : error
  return (
    <form className="berth-stack berth-update-email" data-slot="update-email" noValidate onSubmit={submit}>
      {current ? (
        <Text variant="paragraph" align="center">
          Your email is {current}
        </Text>
      ) : null}
      <input
        name="email"
        type="email"
        aria-label="New email"
        placeholder="New email"
        autoComplete="email"
        aria-invalid={invalid || undefined}
        className="berth-search-input__field"
        onChange={() => setInvalid(false)}
      />
      {message ? (
        <Text variant="small" tone="error" align="center" role="alert">
          {message}
        </Text>
      ) : null}
      <Button type="submit" fullWidth loading={pending}>
        Continue
      </Button>
    </form>
  )
}
