import { describe, expect, it } from 'vitest'
import { decideSocialOptions, readTelegramPlatform, SOCIAL_OPTIONS } from './socialOptions.js'

describe('the social logins Connect offers', () => {
  it("follows SPEC.md's default order without a list", () => {
    expect(decideSocialOptions(null, undefined)).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(SOCIAL_OPTIONS).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
  })

  it("keeps the list's own order and choice, less unknown names and repeats", () => {
    expect(decideSocialOptions(['github', 'farcaster', 'google'], undefined)).toEqual(['github', 'farcaster', 'google'])
    expect(decideSocialOptions(['telegram', 'google', 'Google', 'google', 'x'], undefined)).toEqual(['google', 'x'])
    expect(decideSocialOptions([], undefined)).toEqual([])
  })

  it("applies SPEC.md's Telegram filters: iOS removes google, Mac x, Android facebook and x", () => {
    expect(decideSocialOptions(null, 'ios')).toEqual(['x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(decideSocialOptions(null, 'mac')).toEqual(['google', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(decideSocialOptions(null, 'android')).toEqual(['google', 'farcaster', 'discord', 'apple', 'github'])
    expect(decideSocialOptions(null, 'other')).toEqual(SOCIAL_OPTIONS)
    expect(decideSocialOptions(['x', 'facebook'], 'android')).toEqual([])
  })
})

describe("the Telegram mini app's platform", () => {
  it('is undefined outside Telegram', () => {
    expect(readTelegramPlatform({})).toBeUndefined()
    expect(readTelegramPlatform(undefined)).toBeUndefined()
    expect(readTelegramPlatform({ Telegram: {} })).toBeUndefined()
    expect(readTelegramPlatform({ Telegram: { WebApp: null } })).toBeUndefined()
  })

  it("maps Telegram.WebApp.platform onto SPEC.md's platforms", () => {
    const on = (platform: unknown) => readTelegramPlatform({ Telegram: { WebApp: { platform } } })
    expect(on('ios')).toBe('ios')
    expect(on('macos')).toBe('mac')
    expect(on('android')).toBe('android')
    expect(on('android_x')).toBe('android')
    expect(on('tdesktop')).toBe('other')
    expect(on(42)).toBe('other')
  })
})
