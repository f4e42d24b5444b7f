import { Button } from '../../primitives/Button'
import { EmailInput, useEmailSubmit } from '../../primitives/EmailInput'
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
  const { invalid, submit, edited } = useEmailSubmit(start)
  const message = invalid ? 'Please enter a valid email' : error
  return (
    <form className="berth-stack berth-update-email" data-slot="update-email" noValidate onSubmit={submit}>
      {current ? (
        <Text variant="paragraph" align="center">
          Your email is {current}
        </Text>
      ) : null}
      <EmailInput label="New email" invalid={invalid} onEdit={edited} />
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
