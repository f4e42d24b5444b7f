import { describe, expect, it } from 'vitest'
import { siwbText } from './bitcoinSignInRequest'
import { parseSiwb } from './parseSiwb'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const fields = {
  domain: '127.0.0.1:5173',
  address: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  uri: 'http://127.0.0.1:5173',
  chainId: REGTEST,
  nonce: 'oBbLoEldZs8Ux3qF',
  issuedAt: '2026-11-22T03:00:00.000Z',
}

describe('parseSiwb', () => {
  it('reads the text Berth writes, with the optional lines', () => {
    const text = `${siwbText({ ...fields, statement: 'Sign in', expirationTime: '2026-11-23T03:00:00.000Z' })}\nNot Before: 2026-11-22T02:59:00Z\nRequest ID: r1\nResources:\n- https://a.example/tos`
    expect(parseSiwb(text)).toEqual({
      ok: true,
      message: {
        domain: '127.0.0.1:5173',
        address: fields.address,
        statement: 'Sign in',
        uri: fields.uri,
        version: '1',
        chainId: REGTEST,
        nonce: fields.nonce,
        issuedAt: new Date(fields.issuedAt),
        expirationTime: new Date('2026-11-23T03:00:00.000Z'),
        notBefore: new Date('2026-11-22T02:59:00Z'),
        requestId: 'r1',
        resources: ['https://a.example/tos'],
      },
    })
  })

  it('reads a bare genesis-hash reference as the CAIP-2 id, and a P2TR address', () => {
    const taproot = 'bcrt1p33wm0auhr9kkahzd6l0kqj85af4cswn276hsxg6zpz85xe2r0y8s7hfsm7'
    const parsed = parseSiwb(siwbText({ ...fields, address: taproot, chainId: REGTEST.slice('bip122:'.length) }))
    expect(parsed.ok && parsed.message).toMatchObject({ chainId: REGTEST, address: taproot })
  })

  const text = siwbText(fields)
  it.each([
    ['a Solana text', text.replace('Bitcoin account', 'Solana account'), 'does not start'],
    ['an EVM address', text.replace(fields.address, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), 'does not start'],
    ['fields out of order', text.replace(`Version: 1\nChain ID: ${REGTEST}`, `Chain ID: ${REGTEST}\nVersion: 1`), 'in order'],
    ['a line after the fields', `${text}\nSomething: else`, 'in order'],
    ['version 2', text.replace('Version: 1', 'Version: 2'), 'version must be 1'],
    ['a chain of another namespace', text.replace(`Chain ID: ${REGTEST}`, 'Chain ID: eip155:1'), 'not a bip122 CAIP-2 id'],
    ['a short nonce', text.replace(`Nonce: ${fields.nonce}`, 'Nonce: abc'), 'nonce'],
    ['a date that is not RFC 3339', text.replace(`Issued At: ${fields.issuedAt}`, 'Issued At: Sunday'), 'issuedAt'],
  ])('refuses %s', (_, message, description) => {
    const parsed = parseSiwb(message)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.description).toContain(description)
  })
})
