import { describe, expect, it } from 'vitest'
import { displayUserName, emailCooldownSecondsLeft, truncateEmail } from './embeddedRules.js'

describe('the email login cooldown', () => {
  it('allows the first login and one 30 s or more after the last', () => {
    expect(emailCooldownSecondsLeft(undefined, 1_000)).toBe(0)
    expect(emailCooldownSecondsLeft(0, 30_000)).toBe(0)
    expect(emailCooldownSecondsLeft(0, 45_000)).toBe(0)
  })
  it('counts the seconds left, rounded up', () => {
    expect(emailCooldownSecondsLeft(0, 0)).toBe(30)
    expect(emailCooldownSecondsLeft(0, 1)).toBe(30)
    expect(emailCooldownSecondsLeft(0, 1_000)).toBe(29)
    expect(emailCooldownSecondsLeft(0, 29_001)).toBe(1)
  })
})

describe('the displayed names', () => {
  it("drops a Discord username's trailing 0 only", () => {
    expect(displayUserName('ada0', 'discord')).toBe('ada')
    expect(displayUserName('ada', 'discord')).toBe('ada')
    expect(displayUserName('ada0', 'github')).toBe('ada0')
    expect(displayUserName('0', 'discord')).toBe('0')
  })
  it('truncates emails past 30 characters with an ellipsis', () => {
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
    expect(truncateEmail(`b${thirty}`)).toBe(`b${thirty.slice(0, 29)}…`)
  })
})
