import { AuthError, cooldownMessage, LOCK_MS, lockedMessage, MAX_CODE_ATTEMPTS, RESEND_COOLDOWN_MS } from './authRules'

/** Per email: the wrong codes since the last good one, the lock they led to, and the last login request. */
export interface EmailGuard {
  failures: number
  lockedUntil?: number
  lastRequestAt?: number
}

export const emptyGuard = (): EmailGuard => ({ failures: 0 })

/** Throws while the email is locked (423, saying until when). */
export function assertNotLocked(guard: EmailGuard, now: number): void {
  if (guard.lockedUntil !== undefined && now < guard.lockedUntil) throw new AuthError(lockedMessage(new Date(guard.lockedUntil)), 423)
}

/** Throws within RESEND_COOLDOWN_MS of the last login request (429, 'Please try again after {n} seconds'). */
export function assertCooledDown(guard: EmailGuard, now: number): void {
  if (guard.lastRequestAt === undefined) return
  const remaining = guard.lastRequestAt + RESEND_COOLDOWN_MS - now
  if (remaining > 0) throw new AuthError(cooldownMessage(remaining), 429)
}

/** The guard after a wrong code: the MAX_CODE_ATTEMPTS-th locks the email for LOCK_MS and starts the count again. */
export function recordFailure(guard: EmailGuard, now: number): EmailGuard {
  const failures = guard.failures + 1
  if (failures < MAX_CODE_ATTEMPTS) return { ...guard, failures }
  return { ...guard, failures: 0, lockedUntil: now + LOCK_MS }
}

/** The guard after a good code: the count starts again. */
export const recordSuccess = (guard: EmailGuard): EmailGuard => ({ ...guard, failures: 0 })
