import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { memoryBackend } from './backends.js'
import { createStorage, STORAGE_PREFIX } from './createStorage.js'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })
const schema = z.array(z.string())

describe('createStorage', () => {
  it('round-trips JSON under the prefixed key', () => {
    const backend = memoryBackend()
    const storage = createStorage(backend, logger())
    storage.set('recent-wallets', ['a'])
    expect(backend.getItem(`${STORAGE_PREFIX}recent-wallets`)).toBe('["a"]')
    expect(storage.get('recent-wallets', schema)).toEqual(['a'])
    storage.remove('recent-wallets')
    expect(storage.get('recent-wallets', schema)).toBeUndefined()
  })

  it('logs and ignores corrupt JSON and values of the wrong shape', () => {
    const log = logger()
    const storage = createStorage(memoryBackend({ '@berth/connections': '{not json', '@berth/recent-wallets': '{"a":1}' }), log)
    expect(storage.get('connections', schema)).toBeUndefined()
    expect(storage.get('recent-wallets', schema)).toBeUndefined()
    expect(log.warn).toHaveBeenCalledTimes(2)
  })

  it('only logs when the backend throws on every operation', () => {
    const log = logger()
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createStorage(throwing, log)
    expect(storage.get('connections', schema)).toBeUndefined()
    expect(() => storage.set('connections', [])).not.toThrow()
    expect(() => storage.remove('connections')).not.toThrow()
    expect(log.warn).toHaveBeenCalledTimes(3)
  })
})
