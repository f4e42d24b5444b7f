// The frame's auth rules (issue 18): how long codes, locks, sessions and device links live, and the
// texts a visitor reads when one of them refuses.

/** A mailed one-time code is good for 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000
/** Wrong codes an email may get before it is locked. */
export const MAX_CODE_ATTEMPTS = 5
/** How long an email stays locked after MAX_CODE_ATTEMPTS wrong codes. */
export const LOCK_MS = 15 * 60_000
/** SPEC.md §5: an email login is refused until 30 s after the last one. */
export const RESEND_COOLDOWN_MS = 30_000
/** A session lasts a week unless signed out. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000
/** A mailed device-approval link is good for 15 minutes. */
export const DEVICE_LINK_TTL_MS = 15 * 60_000

/** HTTP statuses the auth API answers a refusal with. */
export type AuthErrorStatus = 400 | 401 | 403 | 404 | 409 | 423 | 429 | 503

/** A refusal of the auth rules: its message is what the visitor reads. */
export class AuthError extends Error {
  override name = 'AuthError'
  constructor(
    message: string,
    readonly status: AuthErrorStatus,
  ) {
    super(message)
  }
}

/** SPEC.md §5's cooldown text, the seconds rounded up. */
export const cooldownMessage = (remainingMs: number): string => `Please try again after ${Math.ceil(remainingMs / 1000)} seconds`

/** What a locked email reads: why, for how long, and until when (UTC). */
export const lockedMessage = (until: Date): string =>
  `Too many wrong codes: this email is locked for ${LOCK_MS / 60_000} minutes, until ${until.toISOString().slice(11, 19)} UTC.`

export const WRONG_CODE_MESSAGE = 'Invalid code. Check the code in your mail and try again.'
export const EXPIRED_CODE_MESSAGE = 'This code has expired. Request a new code.'
export const USED_CODE_MESSAGE = 'This code was already used. Request a new code.'
export const NO_CODE_MESSAGE = 'No code was requested for this email. Request a new code.'
export const NO_SESSION_MESSAGE = 'Not signed in.'
