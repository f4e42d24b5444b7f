import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../formatSiwxMessage.js'
import { siwxMessageText } from '../siwxMessageText.js'
import type { SiwxMessageData } from '../types.js'
import { formatSiwbMessage } from './formatSiwbMessage.js'
import { siwbAddressProblem } from './siwbAddress.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const base: SiwxMessageData = {
  accountAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  chainId: REGTEST,
  domain: 'app.example:5173',
  uri: 'https://app.example:5173',
  version: '1',
  nonce: 'oBbLoEldZs8Ux3qF',
  issuedAt: '2026-11-22T03:00:00.000Z',
}
const required = `app.example:5173 wants you to sign in with your Bitcoin account:
bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw

URI: https://app.example:5173
Version: 1
Chain ID: bip122:0f9188f13cb7b2c71f2a335e3a4fc328
Nonce: oBbLoEldZs8Ux3qF
Issued At: 2026-11-22T03:00:00.000Z`

describe('the CAIP-122 Bitcoin text', () => {
  it('writes the required fields, the Chain ID as the whole CAIP-2 id, and leaves out a missing statement with its blank line', () => {
    expect(formatSiwbMessage(base)).toBe(required)
  })

  it('writes every field in the CAIP-122 order', () => {
    expect(
      formatSiwbMessage({
        ...base,
        statement: 'Sign in to Example',
        expirationTime: '2026-11-23T03:00:00.000Z',
        notBefore: '2026-11-22T02:59:00Z',
        requestId: 'req-1',
        resources: ['https://app.example/tos', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/'],
      }),
    ).toBe(`app.example:5173 wants you to sign in with your Bitcoin account:
bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw

Sign in to Example

URI: https://app.example:5173
Version: 1
Chain ID: bip122:0f9188f13cb7b2c71f2a335e3a4fc328
Nonce: oBbLoEldZs8Ux3qF
Issued At: 2026-11-22T03:00:00.000Z
Expiration Time: 2026-11-23T03:00:00.000Z
Not Before: 2026-11-22T02:59:00Z
Request ID: req-1
Resources:
- https://app.example/tos
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/`)
  })

  it.each([
    ['the statement', { statement: 'Sign in to Example' }, '\n\nSign in to Example', 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'],
    [
      'the expiration time',
      { expirationTime: '2026-11-23T03:00:00.000Z' },
      '\nExpiration Time: 2026-11-23T03:00:00.000Z',
      'Issued At: 2026-11-22T03:00:00.000Z',
    ],
    ['not before', { notBefore: '2026-11-22T02:59:00Z' }, '\nNot Before: 2026-11-22T02:59:00Z', 'Issued At: 2026-11-22T03:00:00.000Z'],
    ['the request id', { requestId: 'req-1' }, '\nRequest ID: req-1', 'Issued At: 2026-11-22T03:00:00.000Z'],
    ['the resources', { resources: ['https://app.example/tos'] }, '\nResources:\n- https://app.example/tos', 'Issued At: 2026-11-22T03:00:00.000Z'],
  ] as const)('adds %s alone, in its place', (_, change, added, after) => {
    const text = formatSiwbMessage({ ...base, ...change })
    expect(text.replace(added, '')).toBe(required)
    expect(text.indexOf(added)).toBe(text.indexOf(after) + after.length)
  })

  it('writes nothing for an empty statement, request id or resource list', () => {
    expect(formatSiwbMessage({ ...base, statement: '', requestId: '', resources: [] })).toBe(required)
  })

  it('writes the account as given: a P2TR (ordinal) address and a mainnet chain', () => {
    const taproot = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
    const text = formatSiwbMessage({ ...base, chainId: MAINNET, accountAddress: taproot })
    expect(text.split('\n')[1]).toBe(taproot)
    expect(text).toContain('\nChain ID: bip122:000000000019d6689c085ae165831e93\n')
  })

  it('is what formatSiwxMessage gives on bip122, and what the sign-in flow signs', async () => {
    expect(formatSiwxMessage(base)).toBe(required)
    expect(await siwxMessageText(base)).toBe(required)
  })

  it.each([
    [{ chainId: 'bip122:000000000019D6689C085AE165831E93' }, 'not a bip122 CAIP-2 id'],
    [{ domain: 'app example' }, 'domain'],
    [{ accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }, 'is not a Bitcoin address'],
    [{ accountAddress: 'bc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelmqxq4q' }, 'is not a Bitcoin regtest address'],
    [{ statement: 'two\nlines' }, 'one line'],
    [{ uri: 'https://app.example/a b' }, 'uri'],
    [{ nonce: 'short' }, 'nonce'],
    [{ issuedAt: 'yesterday' }, 'issuedAt'],
    [{ expirationTime: '2026-11-23' }, 'expirationTime'],
    [{ notBefore: '2026-11-22 02:59' }, 'notBefore'],
    [{ requestId: 'a\nb' }, 'request id'],
    [{ resources: ['not a uri'] }, 'resource'],
  ] as const)('refuses data it cannot write (%o)', (change, details) => {
    expect(() => formatSiwbMessage({ ...base, ...change })).toThrow('Invalid sign-in message')
    expect(() => formatSiwbMessage({ ...base, ...change })).toThrow(details)
  })
})

describe('siwbAddressProblem', () => {
  it("takes each known chain's own address forms", () => {
    expect(siwbAddressProblem('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', REGTEST)).toBeUndefined()
    expect(siwbAddressProblem('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', REGTEST)).toBeUndefined()
    expect(siwbAddressProblem('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', MAINNET)).toBeUndefined()
    expect(siwbAddressProblem('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', MAINNET)).toBeUndefined()
    expect(siwbAddressProblem('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'bip122:00000000da84f2bafbbc53dee25a72ae')).toBeUndefined()
  })

  it("refuses another network's address on a known chain, and takes any address form on one it does not know", () => {
    expect(siwbAddressProblem('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', REGTEST)).toMatch(/not a Bitcoin regtest address/)
    expect(siwbAddressProblem('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', REGTEST)).toMatch(/not a Bitcoin regtest address/)
    expect(siwbAddressProblem('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', MAINNET)).toMatch(/not a Bitcoin mainnet address/)
    expect(siwbAddressProblem('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', MAINNET)).toMatch(/not a Bitcoin mainnet address/)
    expect(siwbAddressProblem('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122:11111111111111111111111111111111')).toBeUndefined()
  })

  it('refuses what is no Bitcoin address at all', () => {
    expect(siwbAddressProblem('BCRT1QQUV9LG5G2R4JKR0AHUN0DDFG5XNTXJELWJPNUW', REGTEST)).toMatch(/not a Bitcoin address/)
    expect(siwbAddressProblem('7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', REGTEST)).toMatch(/not a Bitcoin address/)
    expect(siwbAddressProblem('', REGTEST)).toMatch(/not a Bitcoin address/)
  })
})
