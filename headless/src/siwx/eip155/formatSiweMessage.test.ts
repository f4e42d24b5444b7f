import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../formatSiwxMessage.js'
import { parseSiweMessage } from 'viem/siwe'
import { formatSiweMessage, SiwxMessageInvalidError } from './formatSiweMessage.js'

// The example message of EIP-4361 itself (https://eips.ethereum.org/EIPS/eip-4361#example-message).
const eipExample = `service.invalid wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ServiceOrg Terms of Service: https://service.invalid/tos

URI: https://service.invalid/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`

const base = {
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  chainId: 'eip155:1',
  domain: 'service.invalid',
  uri: 'https://service.invalid/login',
  version: '1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
} as const

describe('EIP-4361 text', () => {
  it("matches the EIP's own example", () => {
    expect(
      formatSiweMessage({
        ...base,
        statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
        resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
      }),
    ).toBe(eipExample)
  })

  it('keeps the blank lines of a missing statement, and orders the optional fields as the ABNF does', () => {
    expect(
      formatSiweMessage({ ...base, chainId: 'eip155:31337', expirationTime: '2021-10-01T00:00:00Z', notBefore: '2021-09-30T16:00:00Z', requestId: 'r-1' }),
    ).toBe(
      [
        'service.invalid wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        '',
        'URI: https://service.invalid/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24Z',
        'Expiration Time: 2021-10-01T00:00:00Z',
        'Not Before: 2021-09-30T16:00:00Z',
        'Request ID: r-1',
      ].join('\n'),
    )
  })

  it('writes the account in its EIP-55 form, and leaves out an empty statement, request id and resource list', () => {
    const text = formatSiweMessage({ ...base, accountAddress: base.accountAddress.toLowerCase(), statement: '', requestId: '', resources: [] })
    expect(text.split('\n').slice(0, 5)).toEqual([
      'service.invalid wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      '',
      'URI: https://service.invalid/login',
    ])
    expect(text).not.toMatch(/Request ID|Resources/)
  })

  it('keeps times as the data writes them, and reads back what it wrote', () => {
    const data = { ...base, issuedAt: '2026-11-22T03:00:00.123Z', expirationTime: '2026-11-22T05:00:00+01:00', statement: 'Sign in' }
    const text = formatSiweMessage(data)
    expect(text).toContain('Issued At: 2026-11-22T03:00:00.123Z\nExpiration Time: 2026-11-22T05:00:00+01:00')
    expect(parseSiweMessage(text)).toMatchObject({
      address: base.accountAddress,
      chainId: 1,
      nonce: base.nonce,
      statement: 'Sign in',
      issuedAt: new Date('2026-11-22T03:00:00.123Z'),
      expirationTime: new Date('2026-11-22T04:00:00Z'),
    })
  })

  it.each([
    ['a nonce shorter than 8 letters and digits', { nonce: 'abc' }, /nonce/],
    ['a domain that is not an authority', { domain: 'https://service.invalid' }, /domain/],
    ['a statement on two lines', { statement: 'line one\nline two' }, /statement/],
    ['a URI that is not one', { uri: 'not a uri' }, /uri/],
    ['an account that is not an address', { accountAddress: '0x1234' }, /0x1234/],
    ['a time that is not RFC 3339', { issuedAt: 'Nov 22 2026' }, /issuedAt "Nov 22 2026" is not an RFC 3339 date-time/],
    ['an expiration time that is no time', { expirationTime: '2026-13-45T99:00:00Z' }, /expirationTime/],
  ])('refuses %s, saying which field', (_, fields, why) => {
    const format = () => formatSiweMessage({ ...base, ...fields })
    expect(format).toThrow(SiwxMessageInvalidError)
    expect(format).toThrow('Invalid sign-in message')
    expect(format).toThrow(why)
  })

  it('is what formatSiwxMessage gives on eip155; a namespace with no format is refused', () => {
    expect(formatSiwxMessage(base)).toBe(formatSiweMessage(base))
    expect(() => formatSiwxMessage({ ...base, chainId: 'cosmos:cosmoshub-4' })).toThrow('Unsupported chain namespace')
  })
})
