import { describe, expect, it } from 'vitest'
import { testChain } from '../../testing/testNetworks.js'
import type { Network } from '../../networks/types.js'
import { authenticationParams, canAuthenticate, toSignedRecords, type Cacao } from './authentication.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const cacao = {
  h: { t: 'caip122' },
  p: {
    iss: `did:pkh:eip155:31337:${address}`,
    domain: 'app.example',
    aud: 'https://app.example',
    version: '1',
    nonce: 'abc12345',
    iat: '2026-11-22T00:00:00Z',
    statement: 'Hi',
  },
  s: { t: 'eip191', s: '0xdeadbeef' },
}

describe('toSignedRecords', () => {
  it('gives the address, network, signature and the message formatted from the whole payload', () => {
    const seen: Cacao[] = []
    const records = toSignedRecords([cacao], (value) => {
      seen.push(value)
      return `message for ${value.p.nonce}`
    })
    expect(records).toEqual([
      {
        message: 'message for abc12345',
        signature: '0xdeadbeef',
        signatureType: 'eip191',
        caipAddress: `eip155:31337:${address}`,
        address,
        caipNetworkId: 'eip155:31337',
        // What SIWX keeps as the session's data: the signed fields, aud as the URI.
        fields: { domain: 'app.example', uri: 'https://app.example', nonce: 'abc12345', issuedAt: '2026-11-22T00:00:00Z', statement: 'Hi' },
      },
    ])
    // Fields the schema does not name still reach the formatter: they were signed.
    expect(seen[0]!.p).toMatchObject({ statement: 'Hi', aud: 'https://app.example', iat: '2026-11-22T00:00:00Z' })
  })

  it.each([
    ['not a list', { cacao }],
    ['an issuer that is not did:pkh', [{ ...cacao, p: { ...cacao.p, iss: `eip155:31337:${address}` } }]],
    ['an issuer without an address', [{ ...cacao, p: { ...cacao.p, iss: 'did:pkh:eip155:31337' } }]],
    ['an unknown signature type', [{ ...cacao, s: { t: 'rsa', s: '0x00' } }]],
    ['a signature that is not hex', [{ ...cacao, s: { t: 'eip191', s: '<script>' } }]],
    ['a header that is not CAIP-122', [{ ...cacao, h: { t: 'eip4361' } }]],
    ['no nonce', [{ ...cacao, p: { ...cacao.p, nonce: undefined } }]],
  ])('refuses %s as an invalid wallet response', (_, value) => {
    expect(() => toSignedRecords(value, () => '')).toThrow(expect.objectContaining({ shortMessage: 'Invalid wallet response' }))
  })
})

describe('one-click sign-in parameters', () => {
  const solana = { ...testChain, caipNetworkId: 'solana:devnet', chainNamespace: 'solana', id: 'devnet' } as unknown as Network

  it('is offered only when every network is eip155', () => {
    expect(canAuthenticate([testChain])).toBe(true)
    expect(canAuthenticate([testChain, solana])).toBe(false)
    expect(canAuthenticate([])).toBe(false)
  })

  it("maps the request onto WalletConnect's authentication entry", () => {
    expect(
      authenticationParams(
        { domain: 'a.example', uri: 'https://a.example', nonce: 'n1', statement: 'S', expirationTime: '2026-12-01T00:00:00Z' },
        [testChain],
        300,
      ),
    ).toEqual({ domain: 'a.example', uri: 'https://a.example', nonce: 'n1', chains: ['eip155:31337'], ttl: 300, statement: 'S', exp: '2026-12-01T00:00:00Z' })
  })
})
