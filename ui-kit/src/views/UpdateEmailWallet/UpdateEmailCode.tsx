import type { UpdateEmailAction } from '@berth/headless/embedded'
import { CodeField } from '../../primitives/CodeField'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'

export type UpdateEmailCodeProps = {
  step: UpdateEmailAction
  /** The email the account has now (the first code goes there). */
  current: string | undefined
  /** The email it changes to (the second code goes there). */
  next: string | undefined
  onCode(code: string): void
  pending: boolean
  /** The frame's refusal of the last code. */
  error: string | undefined
}

/** One code step of UpdateEmailWallet: the current email's code (1 of 2), then the new email's (2 of 2). */
export function UpdateEmailCode({ step, current, next, onCode, pending, error }: UpdateEmailCodeProps) {
  const primary = step === 'VERIFY_PRIMARY_OTP'
  return (
    <div className="berth-stack" data-slot="update-email-code" data-step={step}>
      <Text variant="paragraph" align="center">
        Enter the code we sent to {(primary ? current : next) ?? 'your email'}
      </Text>
      <Text variant="small" tone="secondary" align="center">
        {primary ? `Step 1 of 2: confirm the change to ${next ?? 'your new email'}` : 'Step 2 of 2: confirm your new email'}
      </Text>
      {/* A new field for each step's code. */}
      <CodeField key={step} onCode={onCode} invalid={error !== undefined} disabled={pending} />
      {pending ? <Spinner size="sm" label="Checking the code" /> : null}
      {error ? (
        <Text variant="small" tone="error" align="center" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  )
}
