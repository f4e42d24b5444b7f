// What the frame keeps in its own origin's localStorage (partitioned under the app's site by
// Chromium): the device id it was given once, and the session token. The app page cannot read either.

/** The Storage methods the frame uses. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const DEVICE_ID_KEY = '@berth-frame/deviceId'
export const SESSION_TOKEN_KEY = '@berth-frame/sessionToken'

export function createFrameStorage(storage: StorageLike, randomId: () => string = () => crypto.randomUUID()) {
  return {
    /** This browser's device id, made on first use. */
    deviceId(): string {
      let id = storage.getItem(DEVICE_ID_KEY)
      if (!id || !/^[\w-]{8,100}$/.test(id)) {
        id = randomId()
        storage.setItem(DEVICE_ID_KEY, id)
      }
      return id
    },
    token: (): string | undefined => storage.getItem(SESSION_TOKEN_KEY) ?? undefined,
    setToken: (token: string): void => storage.setItem(SESSION_TOKEN_KEY, token),
    clearToken: (): void => storage.removeItem(SESSION_TOKEN_KEY),
  }
}

export type FrameStorage = ReturnType<typeof createFrameStorage>

/** Storage for this page's life only: when the browser denies the third-party frame its localStorage (third-party storage blocked). */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/** The frame origin's localStorage, or memoryStorage() when reading it throws (a browser blocking third-party storage). */
export function frameLocalStorage(read: () => StorageLike, warn: (line: string) => void): StorageLike {
  try {
    const storage = read()
    storage.getItem(DEVICE_ID_KEY)
    return storage
  } catch (error) {
    warn(`[berth frame] localStorage is denied (${error instanceof Error ? error.message : String(error)}): the session lasts this page only`)
    return memoryStorage()
  }
}
