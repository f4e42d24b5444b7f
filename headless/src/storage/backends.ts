import type { StorageBackend } from './types.js'

/** Resolved lazily so the module is SSR-safe: no window at import time. */
export function localStorageBackend(): StorageBackend {
  return {
    getItem: (key) => globalThis.localStorage.getItem(key),
    setItem: (key, value) => globalThis.localStorage.setItem(key, value),
    removeItem: (key) => globalThis.localStorage.removeItem(key),
  }
}

export function memoryBackend(initial: Record<string, string> = {}): StorageBackend {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/** Cookie storage, for apps that render on a server and need the connection state in the request. */
export function cookieBackend(options: { maxAgeSeconds?: number; path?: string } = {}): StorageBackend {
  const maxAge = options.maxAgeSeconds ?? 60 * 60 * 24 * 30
  const path = options.path ?? '/'
  const read = (key: string) => {
    const prefix = `${encodeURIComponent(key)}=`
    const entry = globalThis.document.cookie.split('; ').find((part) => part.startsWith(prefix))
    return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length))
  }
  return {
    getItem: read,
    setItem: (key, value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: a StorageBackend is synchronous, the Cookie Store API is not (and not in every browser)
      globalThis.document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=${path}; max-age=${maxAge}; samesite=lax`
    },
    removeItem: (key) => {
      // biome-ignore lint/suspicious/noDocumentCookie: as in setItem
      globalThis.document.cookie = `${encodeURIComponent(key)}=; path=${path}; max-age=0`
    },
  }
}
