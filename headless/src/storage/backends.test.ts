// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cookieBackend, localStorageBackend, memoryBackend } from './backends.js'

afterEach(() => {
  localStorage.clear()
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0]
    // biome-ignore lint/suspicious/noDocumentCookie: clears what the synchronous cookie backend wrote, the way it wrote it
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
})

describe.each([
  ['localStorage', localStorageBackend],
  ['cookie', cookieBackend],
  ['memory', memoryBackend],
])('%s backend', (_, create) => {
  it('stores, reads and removes values, including characters that need escaping', () => {
    const backend = create()
    const value = JSON.stringify([{ id: 'a=b; c', name: 'Ünïcode ✓' }])
    backend.setItem('@berth/recent-wallets', value)
    expect(backend.getItem('@berth/recent-wallets')).toBe(value)
    backend.removeItem('@berth/recent-wallets')
    expect(backend.getItem('@berth/recent-wallets')).toBeNull()
  })
})

describe('cookieBackend', () => {
  it('writes a cookie the server can read back', () => {
    cookieBackend().setItem('@berth/connections', '[]')
    expect(document.cookie).toContain(`${encodeURIComponent('@berth/connections')}=${encodeURIComponent('[]')}`)
  })
})
