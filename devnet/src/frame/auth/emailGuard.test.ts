import { describe, expect, it } from 'vitest'
import { AuthError, LOCK_MS, MAX_CODE_ATTEMPTS, RESEND_COOLDOWN_MS } from './authRules'
import { assertCooledDown, assertNotLocked, emptyGuard, recordFailure, recordSuccess } from './emailGuard'

describe('email guard', () => {
  it('locks the email on the fifth wrong code, for 15 minutes, saying until when', () => {
    let guard = emptyGuard()
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      guard = recordFailure(guard, 0)
      expect(() => assertNotLocked(guard, 0)).not.toThrow()
    }
    const now = Date.UTC(2026, 0, 1, 12, 0, 0)
    guard = recordFailure(guard, now)
    expect(guard.lockedUntil).toBe(now + LOCK_MS)
    expect(() => assertNotLocked(guard, now + 1)).toThrow('Too many wrong codes: this email is locked for 15 minutes, until 12:15:00 UTC.')
    expect(() => assertNotLocked(guard, now + LOCK_MS)).not.toThrow()
  })

  it('starts the count again after a good code', () => {
    let guard = emptyGuard()
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) guard = recordFailure(guard, 0)
    guard = recordFailure(recordSuccess(guard), 0)
    expect(guard.failures).toBe(1)
    expect(guard.lockedUntil).toBeUndefined()
  })

  it('refuses a new request within 30 s, the seconds rounded up', () => {
    const guard = { ...emptyGuard(), lastRequestAt: 1000 }
    expect(() => assertCooledDown(guard, 1000)).toThrow('Please try again after 30 seconds')
    expect(() => assertCooledDown(guard, 1000 + 10_001)).toThrow('Please try again after 20 seconds')
    expect(() => assertCooledDown(guard, 1000 + RESEND_COOLDOWN_MS - 1)).toThrow('Please try again after 1 seconds')
    expect(() => assertCooledDown(guard, 1000 + RESEND_COOLDOWN_MS)).not.toThrow()
    expect(() => assertCooledDown(emptyGuard(), 0)).not.toThrow()
  })

  it('refuses with the HTTP status the API answers', () => {
    try {
      assertCooledDown({ failures: 0, lastRequestAt: 0 }, 0)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AuthError)
      expect((error as AuthError).status).toBe(429)
    }
  })
})
