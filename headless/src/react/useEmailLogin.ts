import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { EmailLoginAction } from '../controllers/embedded/embeddedTypes.js'
import { sendEmailCodeMutationOptions, verifyEmailOtpMutationOptions, waitForDeviceMutationOptions, type EmbeddedErrorType } from '../query/embedded.js'
import type { MutationParameter } from '../query/options.js'
import { useClient } from './useClient.js'
import { useEmbeddedState } from './useEmbeddedState.js'
import { shallowEqual } from './useStore.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** useEmailLogin's parameters: TanStack `mutation` options for the code's sending and its check. */
export type UseEmailLoginParameters = {
  sendCode?: MutationParameter<EmailLoginAction | 'CONNECT', EmbeddedErrorType, { email: string }>['mutation']
  verify?: MutationParameter<void, EmbeddedErrorType, { otp: string }>['mutation']
}

/** What useEmailLogin returns. */
export type UseEmailLoginReturnType = {
  /** `mutate({ email })` mails a code; `data` is the step to wait for ('VERIFY_OTP', 'VERIFY_DEVICE') or 'CONNECT'. */
  sendCode: UseMutationResult<EmailLoginAction | 'CONNECT', EmbeddedErrorType, { email: string }>
  /** `mutate({ otp })` checks the code and connects. */
  verify: UseMutationResult<void, EmbeddedErrorType, { otp: string }>
  /** `mutate()` waits until the mailed device link is followed (VERIFY_DEVICE); a code is mailed then. */
  waitForDevice: UseMutationResult<void, EmbeddedErrorType, void>
  /** Mails another code to the same email (refused while `secondsLeft` > 0). */
  resend(): void
  /** Whole seconds until another code may be asked; counts down each second. */
  secondsLeft: number
  /** The pending step: 'VERIFY_OTP', 'VERIFY_DEVICE', or undefined. */
  action: EmailLoginAction | undefined
  email: string | undefined
}

/**
 * An email login from hooks alone: send the code, check it, resend it once the 30 s cooldown has
 * passed (`secondsLeft` counts down), and the device approval a new browser needs first.
 *
 * @example
 * const login = useEmailLogin()
 * if (login.action === 'VERIFY_OTP') return <form onSubmit={() => login.verify.mutate({ otp })}>…</form>
 * return <button onClick={() => login.sendCode.mutate({ email })}>Continue</button>
 */
export function useEmailLogin(parameters: UseEmailLoginParameters = {}): UseEmailLoginReturnType {
  const client = useClient()
  const sendCode = useMutation(sendEmailCodeMutationOptions(client, { mutation: parameters.sendCode }), useBerthQueryClient())
  const verify = useMutation(verifyEmailOtpMutationOptions(client, { mutation: parameters.verify }), useBerthQueryClient())
  const waitForDevice = useMutation(waitForDeviceMutationOptions(client), useBerthQueryClient())
  const { action, email } = useEmbeddedState((state) => ({ action: state.action, email: state.email }), shallowEqual)
  const secondsLeft = useCooldown(() => client.embedded?.emailCooldownSecondsLeft() ?? 0, `${sendCode.status}${sendCode.submittedAt}`)
  return { sendCode, verify, waitForDevice, resend: () => void (email && sendCode.mutate({ email })), secondsLeft, action, email }
}

/** The cooldown's seconds left, read again each second while some are left and after each send. */
function useCooldown(read: () => number, sent: string): number {
  const [secondsLeft, setSecondsLeft] = useState(read)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each send's end (sent)
  useEffect(() => {
    setSecondsLeft(read())
    const timer = setInterval(() => {
      const left = read()
      setSecondsLeft(left)
      if (left === 0) clearInterval(timer)
    }, 1_000)
    return () => clearInterval(timer)
  }, [sent])
  return secondsLeft
}
