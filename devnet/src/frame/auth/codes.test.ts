import { describe, expect, it } from 'vitest'
import { CODE_TTL_MS } from './authRules'
import { checkCode, generateCode, issueCode } from './codes'

const secret = new Uint8Array(32).fill(7)

describe('one-time codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/)
  })

  it('are stored only as an HMAC, not the digits', () => {
    const { code, stored } = issueCode(secret, 'login', 'a@b.co', 1000)
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(code)
    expect(stored.expiresAt).toBe(1000 + CODE_TTL_MS)
  })

  it('accept the mailed code and refuse another one', () => {
    const { code, stored } = issueCode(secret, 'login', 'a@b.co', 0)
    const wrong = code === '000000' ? '000001' : '000000'
    expect(checkCode(secret, stored, 'a@b.co', code, 1)).toBe('ok')
    expect(checkCode(secret, stored, 'a@b.co', wrong, 1)).toBe('wrong')
  })

  it('do not carry over to another email, purpose or secret', () => {
    const { code, stored } = issueCode(secret, 'login', 'a@b.co', 0)
    expect(checkCode(secret, stored, 'c@b.co', code, 1)).toBe('wrong')
    expect(checkCode(new Uint8Array(32), stored, 'a@b.co', code, 1)).toBe('wrong')
    expect(checkCode(secret, { ...stored, purpose: 'update-primary' }, 'a@b.co', code, 1)).toBe('wrong')
  })

  it('expire after 10 minutes', () => {
    const { code, stored } = issueCode(secret, 'login', 'a@b.co', 0)
    expect(checkCode(secret, stored, 'a@b.co', code, CODE_TTL_MS - 1)).toBe('ok')
    expect(checkCode(secret, stored, 'a@b.co', code, CODE_TTL_MS)).toBe('expired')
  })

  it('cannot be used twice, and a missing code says so', () => {
    const { code, stored } = issueCode(secret, 'login', 'a@b.co', 0)
    expect(checkCode(secret, { ...stored, usedAt: 5 }, 'a@b.co', code, 6)).toBe('used')
    expect(checkCode(secret, undefined, 'a@b.co', code, 6)).toBe('missing')
  })
})
