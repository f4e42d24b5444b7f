import type { Client } from '../client.js'
import type { EmailLoginAction, EmbeddedController, SocialProvider, UpdateEmailAction } from '../controllers/embedded/embeddedTypes.js'
import type { ConnectionRejectedError, FailedToConnectError } from '../errors/connection.js'
import {
  AuthConnectorNotFoundError,
  type EmailCooldownError,
  type EmbeddedNotConnectedError,
  type FarcasterConnectionError,
  type FrameLoadError,
  type FrameRequestError,
  type InvalidConnectionStatusError,
  type PopupClosedError,
  type SocialConnectionError,
} from '../errors/embedded.js'
import type { InternalError } from '../errors/internal.js'
import type { RequestTimeoutError } from '../errors/provider.js'
import { berthErrors } from './berthErrors.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'

/**
 * Every error an embedded-wallet step can end with: no `embeddedWallet` option ('No auth connector
 * found'), the frame did not load or answer, the frame's own refusal (a wrong code: its message),
 * a step out of order, the cooldown, the popup closed, the connect that follows a login.
 */
export type EmbeddedErrorType =
  | AuthConnectorNotFoundError
  | FrameLoadError
  | FrameRequestError
  | RequestTimeoutError
  | InvalidConnectionStatusError
  | EmailCooldownError
  | EmbeddedNotConnectedError
  | PopupClosedError
  | SocialConnectionError
  | FarcasterConnectionError
  | ConnectionRejectedError
  | FailedToConnectError
  | InternalError

/** The embedded wallet's controller; 'No auth connector found' when the client has no `embeddedWallet` option. */
export function embeddedOf(client: Client): EmbeddedController {
  if (!client.embedded) throw new AuthConnectorNotFoundError()
  return client.embedded
}

const embeddedMutation =
  <TData, TVariables>(key: string, run: (embedded: EmbeddedController, variables: TVariables) => Promise<TData>) =>
  <TContext = unknown>(client: Client, options: MutationParameter<TData, EmbeddedErrorType, TVariables, TContext> = {}) =>
    ({
      ...options.mutation,
      mutationKey: ['berth', 'embedded', key] as const,
      mutationFn: (variables: TVariables) => berthErrors(() => run(embeddedOf(client), variables)),
    }) as BerthMutationOptions<TData, EmbeddedErrorType, TVariables, TContext>

/** Mails a login code to the email (`mutate({ email })`): resolves with the step to wait for, or 'CONNECT' once connected. */
export const sendEmailCodeMutationOptions = embeddedMutation<EmailLoginAction | 'CONNECT', { email: string }>('sendEmailCode', (embedded, { email }) =>
  embedded.sendEmailCode(email),
)

/** Checks the mailed login code (`mutate({ otp })`) and connects. */
export const verifyEmailOtpMutationOptions = embeddedMutation<void, { otp: string }>('verifyOtp', (embedded, { otp }) => embedded.verifyOtp(otp))

/** Waits until the mailed device link is followed (VERIFY_DEVICE); a code is mailed then. */
export const waitForDeviceMutationOptions = embeddedMutation<void, void>('waitForDevice', (embedded) => embedded.waitForDevice())

/** Logs in with a social provider (`mutate('google')`) in a 600×800 popup and connects. */
export const socialLoginMutationOptions = embeddedMutation<void, SocialProvider>('socialLogin', (embedded, provider) => embedded.socialLogin(provider))

/**
 * Logs in with Farcaster: the URL to show is the embedded state's `farcasterUrl` while it waits.
 * `mutate({ signal })` lets the caller give the wait up ('Request was aborted').
 */
export const farcasterLoginMutationOptions = embeddedMutation<void, FarcasterLoginVariables>('farcasterLogin', (embedded, variables) =>
  embedded.farcasterLogin(variables ?? {}),
)

/** `useFarcasterLogin().mutate`'s optional variables: a `signal` that gives the wait up. */
export type FarcasterLoginVariables = { signal?: AbortSignal | undefined } | undefined

/** Starts changing the email (`mutate({ email })`): resolves with the first code step. */
export const updateEmailMutationOptions = embeddedMutation<UpdateEmailAction, { email: string }>('updateEmail', (embedded, { email }) =>
  embedded.updateEmail(email),
)

/** The code of the email update's current step (`mutate({ otp })`): the current email's, then the new one's; resolves with the new email at the end. */
export const verifyUpdateEmailOtpMutationOptions = embeddedMutation<string | undefined, { otp: string }>('verifyUpdateEmailOtp', async (embedded, { otp }) => {
  if (embedded.store.get().updateAction !== 'VERIFY_PRIMARY_OTP') return embedded.verifySecondaryOtp(otp)
  await embedded.verifyPrimaryOtp(otp)
  return undefined
})
