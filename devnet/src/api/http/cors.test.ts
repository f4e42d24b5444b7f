import { describe, expect, it } from 'vitest'
import { isLoopbackOrigin } from './cors'

describe('isLoopbackOrigin', () => {
  it('allows loopback http(s) origins on any port', () => {
    for (const origin of [
      'http://127.0.0.1:5173',
      'http://127.0.0.1:5273',
      'http://localhost:61000',
      'https://localhost',
      'http://127.1.2.3:8080',
      'http://[::1]:5173',
      'http://ladle.localhost:61000',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true)
    }
  })

  it('refuses anything else', () => {
    for (const origin of [
      'null',
      '',
      'https://example.com',
      'http://127.0.0.1.example.com',
      'http://localhost.example.com',
      'file://',
      'chrome-extension://abc',
      'http://10.0.0.1:5173',
      'http://127.0.0.1:5173/path',
      'http://localhost:5173 ',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false)
    }
  })
})
