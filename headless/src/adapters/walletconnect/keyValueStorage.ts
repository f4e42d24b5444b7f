import type { Logger, StorageBackend } from '../../storage/types.js'

/** The IKeyValueStorage shape the WalletConnect core keeps its keychain, pairings and sessions in. */
export type WalletConnectKeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * WalletConnect's state in the app's own storage backend (localStorage, memory, cookie), as one JSON
 * record under `key`, so the `storage` option decides where sessions live, as it does for connections.
 * Without a backend it lives in memory. Failures are only logged (docs/errors.md), like every Berth storage.
 */
export function createKeyValueStorage(backend: StorageBackend | undefined, key: string, logger: Logger): WalletConnectKeyValueStorage {
  let cache: Map<string, unknown> | undefined
  const load = () => {
    if (cache) return cache
    cache = new Map()
    try {
      const raw = backend?.getItem(key)
      const parsed: unknown = raw ? JSON.parse(raw) : undefined
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) cache = new Map(Object.entries(parsed))
    } catch (error) {
      logger.warn('[berth] WalletConnect storage could not be read; starting empty', error)
    }
    return cache
  }
  const save = () => {
    try {
      backend?.setItem(key, JSON.stringify(Object.fromEntries(load())))
    } catch (error) {
      logger.warn('[berth] WalletConnect storage write failed', error)
    }
  }
  return {
    getKeys: async () => [...load().keys()],
    getEntries: async <T>() => [...load().entries()] as [string, T][],
    getItem: async <T>(name: string) => load().get(name) as T | undefined,
    async setItem(name, value) {
      // Stored as JSON: a value that does not survive the round trip must not differ in memory either.
      load().set(name, value === undefined ? undefined : JSON.parse(JSON.stringify(value)))
      save()
    },
    async removeItem(name) {
      if (load().delete(name)) save()
    },
  }
}
