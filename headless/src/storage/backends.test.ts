// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { localStorageBackend, memoryBackend } from './backends.js'

afterEach(() => localStorage.clear())

describe.each([
  ['localStorage', localStorageBackend],
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

it('localStorageBackend writes to the page localStorage, looked up at each call', () => {
  const backend = localStorageBackend()
  backend.setItem('@berth/last-used-chain', '"eip155:1"')
  expect(localStorage.getItem('@berth/last-used-chain')).toBe('"eip155:1"')
})
