import type { StorageBackend } from './types.js'

/**
 * The page's localStorage, looked up on each call rather than at creation: a client created where
 * there is none (a server) touches nothing and reads nothing. Where the browser refuses it (storage
 * blocked, private mode, a full quota) the call throws, and the client's storage logs it.
 */
export function localStorageBackend(): StorageBackend {
  return {
    getItem: (key) => globalThis.localStorage?.getItem(key) ?? null,
    setItem: (key, value) => globalThis.localStorage?.setItem(key, value),
    removeItem: (key) => globalThis.localStorage?.removeItem(key),
  }
}

/**
 * A backend in a Map, seeded with `initial`: nothing outlives the page or the process. The client
 * uses one for `storage: null`; tests and server code can pass one too.
 */
export function memoryBackend(initial: Record<string, string> = {}): StorageBackend {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
