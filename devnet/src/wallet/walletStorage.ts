import { DEVNET_WALLET_STORAGE_KEY } from './constants'
import { persistedState, type PersistedState } from './schemas'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * localStorage when the page has one. Reading it can throw (opaque origins such as about:blank,
 * where init scripts also run, or sandboxed frames), so fall back to memory there.
 */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage
    if (storage) {
      storage.getItem(DEVNET_WALLET_STORAGE_KEY)
      return storage
    }
  } catch {
    // Fall through to memory.
  }
  return memoryStorage()
}

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

export function loadPersistedState(storage: KeyValueStorage): PersistedState | undefined {
  try {
    const raw = storage.getItem(DEVNET_WALLET_STORAGE_KEY)
    if (raw === null) return undefined
    const parsed = persistedState.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function savePersistedState(storage: KeyValueStorage, state: PersistedState): void {
  try {
    storage.setItem(DEVNET_WALLET_STORAGE_KEY, JSON.stringify(state))
  } catch (error) {
    console.warn('[Devnet Wallet] could not persist state', error)
  }
}

export function clearPersistedState(storage: KeyValueStorage): void {
  try {
    storage.removeItem(DEVNET_WALLET_STORAGE_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
