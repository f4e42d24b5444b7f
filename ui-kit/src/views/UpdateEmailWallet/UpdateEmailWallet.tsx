import { useEmbeddedUser, useModal, useUpdateEmail } from '@berth/headless/react'
import { UpdateEmailCode } from './UpdateEmailCode'
import { UpdateEmailForm } from './UpdateEmailForm'

/**
 * UpdateEmailWallet (SPEC.md: the email update's primary and secondary code steps): the new email,
 * then the code mailed to the current email, then the one mailed to the new email; back to Account
 * then, which shows the new email. An invalid email, a refused code and the frame's refusals (the
 * 30 s cooldown's 'Please try again after {n} seconds', an email in use) are said in the view.
 */
export default function UpdateEmailWallet() {
  const { email } = useEmbeddedUser()
  const change = useUpdateEmail()
  const { goBack } = useModal()
  // The code steps of the update this view started (one left over from an abandoned update starts over here).
  const step = change.update.isSuccess ? change.action : undefined
  if (step) {
    return (
      <UpdateEmailCode
        step={step}
        current={email}
        next={change.update.variables?.email}
        onCode={(otp) =>
          change.verify.mutate(
            { otp },
            {
              onSuccess: (updated) => {
                if (updated) goBack()
              },
            },
          )
        }
        pending={change.verify.isPending}
        error={change.verify.error?.shortMessage}
      />
    )
  }
  return (
    <UpdateEmailForm
      current={email}
      start={(next) => change.update.mutate({ email: next })}
      pending={change.update.isPending}
      error={change.update.error?.shortMessage}
    />
  )
}
