import { describe, expect, it } from 'vitest'
import { checkOrigin } from './checkOrigin'

const app = { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/account?tab=1' }
const codeOf = (origin: string | undefined, message = app, allowed?: readonly string[]) => checkOrigin(origin, message, allowed)?.code

describe('checkOrigin', () => {
  it('accepts a message naming the page it comes from', () => {
    expect(checkOrigin('http://127.0.0.1:5173', app, undefined)).toBeUndefined()
    expect(checkOrigin('http://127.0.0.1:5173', app, ['http://localhost:5173', 'http://127.0.0.1:5173'])).toBeUndefined()
  })

  it('refuses a request with no origin, or an opaque one', () => {
    expect(codeOf(undefined)).toBe('ORIGIN_MISSING')
    expect(codeOf('null')).toBe('ORIGIN_MISSING')
    expect(codeOf('not a url')).toBe('ORIGIN_MISSING')
  })

  it("refuses a domain that is not the origin's host, port included", () => {
    expect(codeOf('http://127.0.0.1:5173', { ...app, domain: 'evil.example' })).toBe('DOMAIN_MISMATCH')
    expect(codeOf('http://127.0.0.1:5174', { ...app, uri: 'http://127.0.0.1:5174/' })).toBe('DOMAIN_MISMATCH')
    expect(checkOrigin('http://127.0.0.1:5173', { ...app, domain: 'evil.example' }, undefined)?.description).toBe(
      "The message's domain evil.example is not the app's: the request comes from http://127.0.0.1:5173, whose domain is 127.0.0.1:5173",
    )
  })

  it('refuses a URI on another origin, scheme included, or no URL at all', () => {
    expect(codeOf('http://127.0.0.1:5173', { ...app, uri: 'https://127.0.0.1:5173/' })).toBe('URI_MISMATCH')
    expect(codeOf('http://127.0.0.1:5173', { ...app, uri: 'http://evil.example/' })).toBe('URI_MISMATCH')
    expect(codeOf('http://127.0.0.1:5173', { ...app, uri: 'urn:x' })).toBe('URI_MISMATCH')
  })

  it('refuses an origin the project has not allowed, when it has set its origins', () => {
    const refused = checkOrigin('http://127.0.0.1:5173', app, ['http://localhost:5173'])
    expect(refused).toMatchObject({ status: 403, code: 'ORIGIN_NOT_ALLOWED' })
    expect(codeOf('http://127.0.0.1:5173', app, [])).toBe('ORIGIN_NOT_ALLOWED')
  })
})
