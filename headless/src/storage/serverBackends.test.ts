// Node, as on a server: there is no localStorage and no document.
import { expect, it } from 'vitest'
import { localStorageBackend } from './backends.js'
import { cookieStorage } from './cookieStorage.js'

it.each([
  ['localStorageBackend', localStorageBackend],
  ['cookieStorage', () => cookieStorage()],
])('%s reads nothing and writes nowhere where the page has no storage', (_, create) => {
  const backend = create()
  for (const key of ['@berth/connections', '@berth/recent-wallets']) {
    expect(() => backend.setItem(key, '[]')).not.toThrow()
    expect(backend.getItem(key)).toBeNull()
    expect(() => backend.removeItem(key)).not.toThrow()
  }
})
