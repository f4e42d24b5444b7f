/** The raw key-value backend (localStorage, memory, cookie). May throw; createStorage contains it. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Where Berth's warnings and errors go (createClient's `logger`; console by default): storage
 * failures, ignored wallet events, remote configuration that could not load. What is logged is not
 * thrown; pass a logger to forward them to the app's monitoring.
 */
export type Logger = {
  warn(message: string, ...data: unknown[]): void
  error(message: string, ...data: unknown[]): void
}
