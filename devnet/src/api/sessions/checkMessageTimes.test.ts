import { describe, expect, it } from 'vitest'
import { checkMessageTimes } from './checkMessageTimes'

const t = (iso: string) => Date.parse(iso)

describe('checkMessageTimes', () => {
  const message = { notBefore: new Date('2026-11-22T03:00:00Z'), expirationTime: new Date('2026-11-22T04:00:00Z') }

  it('accepts a message from notBefore until just before expirationTime', () => {
    expect(checkMessageTimes(message, t('2026-11-22T03:00:00Z'))).toBeUndefined()
    expect(checkMessageTimes(message, t('2026-11-22T03:59:59.999Z'))).toBeUndefined()
    expect(checkMessageTimes({}, 0)).toBeUndefined()
  })

  it('refuses an expired message and one not yet valid, with the times', () => {
    expect(checkMessageTimes(message, t('2026-11-22T04:00:00Z'))).toEqual({
      status: 400,
      code: 'MESSAGE_EXPIRED',
      description: 'The message expired at 2026-11-22T04:00:00.000Z (now 2026-11-22T04:00:00.000Z)',
    })
    expect(checkMessageTimes(message, t('2026-11-22T02:59:59Z'))?.code).toBe('MESSAGE_NOT_YET_VALID')
  })
})
