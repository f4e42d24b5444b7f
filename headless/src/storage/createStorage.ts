import { memoryBackend } from './backends.js'
import { resilientBackend } from './resilientBackend.js'
import type { Logger, StorageBackend } from './types.js'

/**
 * What a read checks a stored value with: a zod schema fits, and so does `storedShape(guard)`,
 * which the SDK's own keys use so that reading storage at start needs no schema library.
 */
export type StoredValueParser<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } }

/** A type guard as a stored-value parser. */
export function storedShape<T>(is: (value: unknown) => value is T): StoredValueParser<T> {
  return { safeParse: (value) => (is(value) ? { success: true, data: value } : { success: false }) }
}

export type Storage = {
  get<T>(key: StorageKey, schema: StoredValueParser<T>): T | undefined
  set(key: StorageKey, value: unknown): void
  remove(key: StorageKey): void
}

/** Keys the SDK writes, prefixed with `@berth/` (docs/entities.md "Local storage keys"). */
export type StorageKey =
  | 'connections'
  | 'recent-wallets'
  | 'last-used-chain'
  | 'siwx-sessions'
  // The embedded wallet's (SPEC.md §3): email login used on this browser, the last email login's time (ms), the email, the preferred account type, the social username.
  | 'embedded-login-used'
  | 'embedded-last-email-time'
  | 'embedded-email'
  | 'embedded-preferred-account-type'
  | 'embedded-social-username'

export const STORAGE_PREFIX = '@berth/'

/**
 * Storage failures are only logged (docs/errors.md): a full, blocked or corrupt storage must never stop
 * the app. The backend is made resilient (failures logged, unwritten values kept in memory for the
 * session), and a value that is not JSON or fails its check reads as undefined, with a log line.
 */
export function createStorage(backend: StorageBackend | undefined, logger: Logger = console): Storage {
  const safe = resilientBackend(backend ?? memoryBackend(), logger)
  return {
    get(key, schema) {
      const raw = safe.getItem(STORAGE_PREFIX + key)
      if (raw === null) return undefined
      let value: unknown
      try {
        value = JSON.parse(raw)
      } catch (error) {
        logger.warn(`[berth] storage value of ${key} is not JSON; ignored`, error)
        return undefined
      }
      const parsed = schema.safeParse(value)
      if (!parsed.success) {
        logger.warn(`[berth] storage value of ${key} has an unexpected shape; ignored`)
        return undefined
      }
      return parsed.data
    },
    set: (key, value) => safe.setItem(STORAGE_PREFIX + key, JSON.stringify(value)),
    remove: (key) => safe.removeItem(STORAGE_PREFIX + key),
  }
}
