import { describe, expect, it, vi } from 'vitest'
import { memoryBackend } from './backends.js'
import { resilientBackend } from './resilientBackend.js'
import type { StorageBackend } from './types.js'

const logger = () => ({ warn: vi.fn(), error: vi.fn() })

function failing(fail: { read?: boolean; write?: boolean; remove?: boolean }, inner = memoryBackend()): StorageBackend {
  return {
    getItem: (key) => {
      if (fail.read) throw new DOMException('The operation is insecure.', 'SecurityError')
      return inner.getItem(key)
    },
    setItem: (key, value) => {
      if (fail.write) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      inner.setItem(key, value)
    },
    removeItem: (key) => {
      if (fail.remove) throw new DOMException('The operation is insecure.', 'SecurityError')
      inner.removeItem(key)
    },
  }
}

describe('resilientBackend', () => {
  it('passes everything through to a backend that works', () => {
    const inner = memoryBackend()
    const log = logger()
    const backend = resilientBackend(inner, log)
    backend.setItem('a', '1')
    expect(inner.getItem('a')).toBe('1')
    expect(backend.getItem('a')).toBe('1')
    backend.removeItem('a')
    expect(inner.getItem('a')).toBeNull()
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('a full quota: writes are logged once per key and kept in memory, so the session reads them back', () => {
    const log = logger()
    const backend = resilientBackend(failing({ write: true }), log)
    backend.setItem('@berth/connections', '1')
    backend.setItem('@berth/connections', '2')
    backend.setItem('@berth/recent-wallets', '[]')
    expect(backend.getItem('@berth/connections')).toBe('2')
    expect(backend.getItem('@berth/recent-wallets')).toBe('[]')
    expect(log.warn).toHaveBeenCalledTimes(2)
    expect(log.warn.mock.calls[0]![0]).toBe('[berth] storage write of @berth/connections failed; this session keeps it in memory')
  })

  it('storage that refuses every access (a private mode): nothing throws, the session keeps working in memory', () => {
    const log = logger()
    const backend = resilientBackend(failing({ read: true, write: true, remove: true }), log)
    expect(backend.getItem('k')).toBeNull()
    expect(() => backend.setItem('k', 'v')).not.toThrow()
    expect(backend.getItem('k')).toBe('v')
    expect(() => backend.removeItem('k')).not.toThrow()
    expect(backend.getItem('k')).toBeNull()
    expect(log.warn.mock.calls.map(([message]) => message)).toEqual([
      '[berth] storage read of k failed; this session keeps it in memory',
      '[berth] storage write of k failed; this session keeps it in memory',
      '[berth] storage removal of k failed; this session keeps it in memory',
    ])
  })

  it('a removal the backend refuses still hides the old value for the rest of the session', () => {
    const inner = memoryBackend({ k: 'old' })
    const backend = resilientBackend(failing({ remove: true }, inner), logger())
    backend.removeItem('k')
    expect(inner.getItem('k')).toBe('old')
    expect(backend.getItem('k')).toBeNull()
  })
})
