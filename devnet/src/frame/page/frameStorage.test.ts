import { describe, expect, it } from 'vitest'
import { createFrameStorage, DEVICE_ID_KEY, frameLocalStorage, memoryStorage } from './frameStorage'

describe('the frame’s storage', () => {
  it('makes the device id once and keeps it', () => {
    const backing = memoryStorage()
    let made = 0
    const storage = createFrameStorage(backing, () => `device-${++made}-abcdef`)
    expect(storage.deviceId()).toBe('device-1-abcdef')
    expect(createFrameStorage(backing, () => 'other-device-id').deviceId()).toBe('device-1-abcdef')
    expect(backing.getItem(DEVICE_ID_KEY)).toBe('device-1-abcdef')
  })

  it('replaces a malformed device id', () => {
    const backing = memoryStorage()
    backing.setItem(DEVICE_ID_KEY, '<script>')
    expect(createFrameStorage(backing, () => 'fresh-device-id').deviceId()).toBe('fresh-device-id')
  })

  it('keeps the session token until cleared', () => {
    const storage = createFrameStorage(memoryStorage())
    expect(storage.token()).toBeUndefined()
    storage.setToken('t'.repeat(43))
    expect(storage.token()).toBe('t'.repeat(43))
    storage.clearToken()
    expect(storage.token()).toBeUndefined()
  })

  it('falls back to memory, saying so, when the browser denies localStorage', () => {
    const warnings: string[] = []
    const storage = frameLocalStorage(
      () => {
        throw new Error('Access is denied for this document.')
      },
      (line) => warnings.push(line),
    )
    storage.setItem('a', 'b')
    expect(storage.getItem('a')).toBe('b')
    expect(warnings[0]).toContain('localStorage is denied')
  })
})
