import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { parseEip4361 } from './parseEip4361'

const fields = {
  domain: '127.0.0.1:5173',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to the example app',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  chainId: 31337,
  nonce: 'abcdEFGH12345678',
  issuedAt: new Date('2026-11-22T03:00:00.000Z'),
  expirationTime: new Date('2026-11-22T04:00:00.000Z'),
  requestId: 'r1',
  resources: ['https://example.com/terms'],
} satisfies Parameters<typeof createSiweMessage>[0]
const message = createSiweMessage(fields)

describe('parseEip4361', () => {
  it('reads every field of a message viem wrote', () => {
    const parsed = parseEip4361(message)
    expect(parsed).toEqual({ ok: true, message: { ...fields } })
  })

  it('reads a message without statement and optional fields', () => {
    const bare = createSiweMessage({ ...fields, statement: undefined, expirationTime: undefined, requestId: undefined, resources: undefined })
    expect(parseEip4361(bare)).toMatchObject({ ok: true, message: { domain: '127.0.0.1:5173', nonce: 'abcdEFGH12345678' } })
  })

  it('reads the ABNF layout without a statement (two blank lines)', () => {
    const text = [
      '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
      fields.address,
      '',
      '',
      'URI: http://127.0.0.1:5173',
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: abcdEFGH12345678',
      'Issued At: 2026-11-22T03:00:00.000Z',
    ].join('\n')
    const parsed = parseEip4361(text)
    expect(parsed.ok && parsed.message).toMatchObject({ uri: 'http://127.0.0.1:5173', chainId: 31337 })
    expect(parsed.ok && parsed.message.statement).toBeUndefined()
  })

  it.each([
    ['plain text', 'please let me in', /does not start with/],
    ['a missing header', message.split('\n').slice(1).join('\n'), /does not start with/],
    ['two statement lines', message.replace('Sign in to the example app', 'line one\nline two'), /more than one statement line/],
    ['text after the fields', `${message}\nExtra: field`, /does not end with/],
    ['fields out of order', message.replace(/URI: (.*)\nVersion: 1/, 'Version: 1\nURI: $1'), /does not end with/],
    ['version 2', message.replace('Version: 1', 'Version: 2'), /version must be 1/],
    ['a short nonce', message.replace('Nonce: abcdEFGH12345678', 'Nonce: abc'), /nonce must be at least 8/],
    ['a date that is not RFC 3339', message.replace('Issued At: 2026-11-22T03:00:00.000Z', 'Issued At: Nov 22 2026'), /issuedAt is not an RFC 3339/],
  ])('refuses %s, saying why', (_, text, why) => {
    const parsed = parseEip4361(text)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.description).toMatch(why)
  })
})
