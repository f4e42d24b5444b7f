import type { EmbeddedState } from './embeddedTypes.js'

/** SPEC.md §5/§9: an email login may be asked again only 30 s after the last one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** SPEC.md §9: the UI says 'Action not allowed' this long after the frame refused a method. */
export const ACTION_NOT_ALLOWED_DELAY_MS = 300
/** What the UI shows when the frame refused a method ('Requested RPC call is not allowed'). */
export const ACTION_NOT_ALLOWED = 'Action not allowed'
/** SPEC.md §5: emails longer than this are shown truncated with an ellipsis. */
export const EMAIL_DISPLAY_LENGTH = 30

/**
 * SPEC.md §5's cooldown as a rule: the whole seconds left (rounded up) before another email login
 * may be asked, 0 when it may be now. `lastAt` is the last login's time in ms (undefined: never).
 */
export function emailCooldownSecondsLeft(lastAt: number | undefined, now: number): number {
  if (lastAt === undefined || !Number.isFinite(lastAt)) return 0
  const left = lastAt + EMAIL_LOGIN_COOLDOWN_MS - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** SPEC.md §5: the username to show; a Discord username has its trailing 0 stripped ('ada0' shows as 'ada'). */
export function displayUserName(userName: string, authProvider: string | null | undefined): string {
  return authProvider === 'discord' && userName.endsWith('0') && userName.length > 1 ? userName.slice(0, -1) : userName
}

/** SPEC.md §5: an email longer than 30 characters shows its first 30 and an ellipsis. */
export function truncateEmail(email: string): string {
  return email.length > EMAIL_DISPLAY_LENGTH ? `${email.slice(0, EMAIL_DISPLAY_LENGTH)}…` : email
}

/**
 * The embedded wallet's state with nobody logged in: where its store starts, and what a sign-out
 * leaves. (Here, in the module both the state's first-load part and the runtime already share.)
 */
export const EMBEDDED_IDLE_STATE: EmbeddedState = {
  status: 'idle',
  email: undefined,
  userName: undefined,
  authProvider: undefined,
  action: undefined,
  updateAction: undefined,
  farcasterUrl: undefined,
  approval: undefined,
  error: undefined,
}
