import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../formatSiwxMessage.js'
import { formatEip4361 } from './formatEip4361.js'

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
      formatEip4361({
        ...base,
        statement: 'I accept the ServiceOrg Terms of Service: https://service.invalid/tos',
        resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
      }),
    ).toBe(eipExample)
  })

  it('keeps the blank lines of a missing statement, and orders the optional fields as the ABNF does', () => {
    expect(
      formatEip4361({ ...base, chainId: 'eip155:31337', expirationTime: '2021-10-01T00:00:00Z', notBefore: '2021-09-30T16:00:00Z', requestId: 'r-1' }),
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

  it('is what formatSiwxMessage gives on eip155; other namespaces have no format yet', () => {
    expect(formatSiwxMessage(base)).toBe(formatEip4361(base))
    expect(() => formatSiwxMessage({ ...base, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toThrow('Unsupported chain namespace')
  })
})
