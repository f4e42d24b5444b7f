import { describe, expect, it } from 'vitest'
import { checkCard, DECLINED_TEST_CARD, passesLuhn } from './card'

const now = new Date('2026-11-25T12:00:00Z')
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('passesLuhn', () => {
  it('accepts valid numbers, the declined test card among them', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('5555555555554444')).toBe(true)
    expect(passesLuhn(DECLINED_TEST_CARD)).toBe(true)
  })
  it('refuses a wrong check digit and non-digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('4242-4242')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })
})

describe('checkCard', () => {
  it('accepts a good card, spaces removed', () => {
    expect(checkCard(good, now)).toEqual({ ok: true, number: '4242424242424242' })
  })
  it('accepts a card expiring this month', () => {
    expect(checkCard({ ...good, expiry: '11/26' }, now).ok).toBe(true)
  })
  it.each([
    [{ number: '4242' }, 'The card number must have 12 to 19 digits'],
    [{ number: '4242 4242 4242 4241' }, 'The card number is not valid'],
    [{ number: '4242abcd42424242' }, 'The card number must have 12 to 19 digits'],
    [{ expiry: '13/30' }, 'The expiry date must be MM/YY'],
    [{ expiry: '1230' }, 'The expiry date must be MM/YY'],
    [{ expiry: '10/26' }, 'The card has expired'],
    [{ cvc: '12' }, 'The CVC must have 3 or 4 digits'],
    [{ cvc: '12a' }, 'The CVC must have 3 or 4 digits'],
  ])('refuses %o', (change, error) => {
    expect(checkCard({ ...good, ...change }, now)).toEqual({ ok: false, error })
  })
})
