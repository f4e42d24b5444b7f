import type { SocialProvider } from './embeddedTypes.js'

/** A login Connect offers beside email: a social provider's popup, or Farcaster's QR code (ConnectingFarcaster). */
export type SocialOption = SocialProvider | 'farcaster'

/** SPEC.md §2's default social order: google, x, farcaster, discord, apple, github, facebook. */
export const SOCIAL_OPTIONS: readonly SocialOption[] = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

/** The platform a Telegram mini app runs on, as far as SPEC.md's filters care: iOS, Mac, Android, or another. */
export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

/** SPEC.md §2: what each Telegram platform removes (iOS google, Mac x, Android facebook and x). */
const TELEGRAM_REMOVES: Record<TelegramPlatform, readonly SocialOption[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

const isSocialOption = (value: string): value is SocialOption => (SOCIAL_OPTIONS as readonly string[]).includes(value)

/**
 * The social logins to offer, in order: the `socials` feature's list (its order is the app's, or
 * the remote configuration's; null gives SPEC.md's default order), without names Berth does not
 * know or repeats, less what SPEC.md's Telegram filters remove on `telegram`'s platform
 * (undefined: not in Telegram).
 */
export function decideSocialOptions(config: readonly string[] | null, telegram: TelegramPlatform | undefined): SocialOption[] {
  const removed = TELEGRAM_REMOVES[telegram ?? 'other']
  const listed = (config ?? SOCIAL_OPTIONS).filter(isSocialOption)
  return [...new Set(listed)].filter((option) => !removed.includes(option))
}

/**
 * The Telegram mini app's platform, read from `Telegram.WebApp.platform` on `global` (a page's
 * `window`); undefined outside Telegram (no `Telegram.WebApp`).
 */
export function readTelegramPlatform(global: unknown): TelegramPlatform | undefined {
  const webApp = (global as { Telegram?: { WebApp?: unknown } } | undefined)?.Telegram?.WebApp
  if (typeof webApp !== 'object' || webApp === null) return undefined
  const platform = (webApp as { platform?: unknown }).platform
  if (platform === 'ios') return 'ios'
  if (platform === 'macos') return 'mac'
  if (platform === 'android' || platform === 'android_x') return 'android'
  return 'other'
}
