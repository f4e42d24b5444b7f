import { describe, expect, it } from 'vitest'
import { DEVNET_IDENTITIES, DEVNET_SOCIAL_PROVIDERS, findIdentity, identitiesOf, isDevnetSocialProvider } from './identities'

describe('devnet identities', () => {
  it('has two or three identities for each of the six providers', () => {
    expect(DEVNET_SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'github', 'apple', 'facebook'])
    for (const provider of DEVNET_SOCIAL_PROVIDERS) {
      expect(identitiesOf(provider).length).toBeGreaterThanOrEqual(2)
      expect(identitiesOf(provider).length).toBeLessThanOrEqual(3)
    }
  })

  it('gives every identity its own sub, and finds it by that sub', () => {
    const subs = DEVNET_IDENTITIES.map((identity) => identity.sub)
    expect(new Set(subs).size).toBe(subs.length)
    for (const identity of DEVNET_IDENTITIES) expect(findIdentity(identity.sub)).toBe(identity)
    expect(findIdentity('google-devnet-9999')).toBeUndefined()
  })

  it('has every claim an ID token carries, the email well formed', () => {
    for (const identity of DEVNET_IDENTITIES) {
      expect(identity.name).not.toBe('')
      expect(identity.preferred_username).not.toBe('')
      expect(identity.email).toMatch(/^[a-z0-9.]+@[a-z]+\.devnet\.example$/)
      expect(typeof identity.email_verified).toBe('boolean')
    }
  })

  it("ends Discord's usernames in '0', as Discord's API gives new-style names; no other provider's", () => {
    expect(identitiesOf('discord').map((identity) => identity.preferred_username)).toEqual(['dana.devnet0', 'eli.devnet0'])
    for (const identity of DEVNET_IDENTITIES.filter((entry) => entry.provider !== 'discord')) expect(identity.preferred_username).not.toMatch(/0$/)
  })

  it('knows only the six providers', () => {
    expect(isDevnetSocialProvider('github')).toBe(true)
    expect(isDevnetSocialProvider('myspace')).toBe(false)
    expect(isDevnetSocialProvider(undefined)).toBe(false)
  })
})
