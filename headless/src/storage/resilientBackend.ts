import type { Logger, StorageBackend } from './types.js'

/**
 * A backend that never throws. Storage fails for reasons the app cannot help (storage blocked, a
 * private mode, a full quota): each failure is logged (once per key and operation, a full quota
 * fails on every write), and what could not be written is kept in memory for the rest of the
 * session, so the session goes on as if the write had worked.
 */
export function resilientBackend(backend: StorageBackend, logger: Logger): StorageBackend {
  // The value of each key whose write (or removal: null) the backend refused.
  const kept = new Map<string, string | null>()
  const reported = new Set<string>()
  const fail = (operation: string, key: string, error: unknown) => {
    if (reported.has(operation + key)) return
    reported.add(operation + key)
    logger.warn(`[berth] storage ${operation} of ${key} failed; this session keeps it in memory`, error)
  }
  const write = (key: string, value: string | null, run: () => void) => {
    try {
      run()
      kept.delete(key)
    } catch (error) {
      kept.set(key, value)
      fail(value === null ? 'removal' : 'write', key, error)
    }
  }
  return {
    getItem(key) {
      if (kept.has(key)) return kept.get(key)!
      try {
        return backend.getItem(key)
      } catch (error) {
        fail('read', key, error)
        return null
      }
    },
    setItem: (key, value) => write(key, value, () => backend.setItem(key, value)),
    removeItem: (key) => write(key, null, () => backend.removeItem(key)),
  }
}
