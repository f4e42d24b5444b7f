import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { UpdateEmailAction } from '../controllers/embedded/embeddedTypes.js'
import { updateEmailMutationOptions, verifyUpdateEmailOtpMutationOptions, type EmbeddedErrorType } from '../query/embedded.js'
import { useClient } from './useClient.js'
import { useEmbeddedState } from './useEmbeddedState.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** What useUpdateEmail returns. */
export type UseUpdateEmailReturnType = {
  /** `mutate({ email })` starts the change; a code goes to the current email. */
  update: UseMutationResult<UpdateEmailAction, EmbeddedErrorType, { email: string }>
  /** `mutate({ otp })` checks the current step's code: the current email's, then the new one's (`data` is the new email then). */
  verify: UseMutationResult<string | undefined, EmbeddedErrorType, { otp: string }>
  /** The step that waits: 'VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP', or undefined. */
  action: UpdateEmailAction | undefined
}

/**
 * Changes the embedded wallet's email (UpdateEmailWallet): the new email, then the code mailed to
 * the current email, then the one mailed to the new email.
 *
 * @example
 * const change = useUpdateEmail()
 * return change.action ? <OtpForm onCode={(otp) => change.verify.mutate({ otp })} /> : <EmailForm onEmail={(email) => change.update.mutate({ email })} />
 */
export function useUpdateEmail(): UseUpdateEmailReturnType {
  const client = useClient()
  const action = useEmbeddedState((state) => state.updateAction)
  return {
    update: useMutation(updateEmailMutationOptions(client), useBerthQueryClient()),
    verify: useMutation(verifyUpdateEmailOtpMutationOptions(client), useBerthQueryClient()),
    action,
  }
}
