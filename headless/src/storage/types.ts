/** The raw key-value backend (localStorage, memory, cookie). May throw; createStorage contains it. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type Logger = {
  warn(message: string, ...data: unknown[]): void
  error(message: string, ...data: unknown[]): void
}
