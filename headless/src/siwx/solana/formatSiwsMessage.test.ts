import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../formatSiwxMessage.js'
import type { SiwxMessageData } from '../types.js'
import { formatSiwsMessage } from './formatSiwsMessage.js'
import { parseSiwsMessage } from './parseSiwsMessage.js'
import { caipNetworkIdOfSiws, siwsChainId } from './siwsChainId.js'

const base: SiwxMessageData = {
  accountAddress: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'app.example:5173',
  uri: 'https://app.example:5173',
  version: '1',
  nonce: 'oBbLoEldZs8Ux3qF',
  issuedAt: '2026-11-22T03:00:00.000Z',
}

describe('Sign In With Solana text', () => {
  // Line for line what @solana/wallet-standard-util's createSignInMessageText writes for the same input.
  it('writes every field in the SIWS order', () => {
    expect(
      formatSiwsMessage({
        ...base,
        statement: 'Sign in to Example',
        expirationTime: '2026-11-23T03:00:00.000Z',
        notBefore: '2026-11-22T02:59:00Z',
        requestId: 'req-1',
        resources: ['https://app.example/tos', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/'],
      }),
    ).toBe(`app.example:5173 wants you to sign in with your Solana account:
7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy

Sign in to Example

URI: https://app.example:5173
Version: 1
Chain ID: mainnet
Nonce: oBbLoEldZs8Ux3qF
Issued At: 2026-11-22T03:00:00.000Z
Expiration Time: 2026-11-23T03:00:00.000Z
Not Before: 2026-11-22T02:59:00Z
Request ID: req-1
Resources:
- https://app.example/tos
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/`)
  })

  it('leaves out a missing statement with its blank line, and the optional fields', () => {
    expect(formatSiwsMessage(base)).toBe(`app.example:5173 wants you to sign in with your Solana account:
7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy

URI: https://app.example:5173
Version: 1
Chain ID: mainnet
Nonce: oBbLoEldZs8Ux3qF
Issued At: 2026-11-22T03:00:00.000Z`)
  })

  it('is what formatSiwxMessage gives on solana', () => {
    expect(formatSiwxMessage(base)).toBe(formatSiwsMessage(base))
  })

  it.each([
    [{ domain: 'app example' }, 'domain'],
    [{ accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }, 'base58'],
    [{ statement: 'two\nlines' }, 'one line'],
    [{ nonce: 'short' }, 'nonce'],
    [{ issuedAt: 'yesterday' }, 'issuedAt'],
    [{ expirationTime: '2026-11-23' }, 'expirationTime'],
    [{ requestId: 'a\nb' }, 'request id'],
    [{ resources: ['not a uri'] }, 'resource'],
  ] as const)('refuses data it cannot write (%o)', (change, details) => {
    expect(() => formatSiwsMessage({ ...base, ...change })).toThrow('Invalid sign-in message')
    expect(() => formatSiwsMessage({ ...base, ...change })).toThrow(details)
  })
})

describe('the Chain ID line', () => {
  it('names the public clusters as SIWS does, and writes any other cluster as its CAIP-2 reference', () => {
    expect(siwsChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('mainnet')
    expect(siwsChainId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('devnet')
    expect(siwsChainId('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe('testnet')
    expect(siwsChainId('solana:C87HniDwGEEByviiVqxKy4JPppad4zvE')).toBe('C87HniDwGEEByviiVqxKy4JPppad4zvE')
  })

  it('reads back every form a wallet writes, and no cluster from localnet or junk', () => {
    expect(caipNetworkIdOfSiws('mainnet')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(caipNetworkIdOfSiws('solana:devnet')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(caipNetworkIdOfSiws('C87HniDwGEEByviiVqxKy4JPppad4zvE')).toBe('solana:C87HniDwGEEByviiVqxKy4JPppad4zvE')
    expect(caipNetworkIdOfSiws('solana:C87HniDwGEEByviiVqxKy4JPppad4zvE')).toBe('solana:C87HniDwGEEByviiVqxKy4JPppad4zvE')
    expect(caipNetworkIdOfSiws('localnet')).toBeUndefined()
    expect(caipNetworkIdOfSiws('1')).toBeUndefined()
    expect(caipNetworkIdOfSiws('eip155:1')).toBeUndefined()
  })
})

describe('parseSiwsMessage', () => {
  const full: SiwxMessageData = {
    ...base,
    chainId: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE',
    statement: 'URI: looks like a field',
    expirationTime: '2026-11-23T03:00:00.000Z',
    notBefore: '2026-11-22T02:59:00Z',
    requestId: 'req-1',
    resources: ['https://app.example/tos', 'https://app.example/privacy'],
  }

  it('reads back what formatSiwsMessage wrote, with and without the optional fields', () => {
    expect(parseSiwsMessage(formatSiwsMessage(full))).toEqual({ ok: true, data: full })
    expect(parseSiwsMessage(formatSiwsMessage(base))).toEqual({ ok: true, data: base })
  })

  it('reads a Chain ID written in another form as its CAIP-2 id', () => {
    const text = formatSiwsMessage(base).replace('Chain ID: mainnet', 'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(parseSiwsMessage(text)).toEqual({ ok: true, data: base })
  })

  it('reads an empty Resources block as no resources', () => {
    const parsed = parseSiwsMessage(`${formatSiwsMessage(base)}\nResources:`)
    expect(parsed.ok && parsed.data.resources).toEqual([])
  })

  const text = formatSiwsMessage(base)
  it.each([
    ['an EIP-4361 message', text.replace('Solana account', 'Ethereum account'), 'does not start'],
    [
      'an address that is not base58',
      text.replace('7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
      'does not start',
    ],
    ['a missing Nonce line', text.replace('Nonce: oBbLoEldZs8Ux3qF\n', ''), 'in order'],
    ['fields out of order', text.replace('Version: 1\nChain ID: mainnet', 'Chain ID: mainnet\nVersion: 1'), 'in order'],
    ['two statement lines', text.replace('\n\nURI:', '\n\none\ntwo\n\nURI:'), 'in order'],
    ['a line after the fields', `${text}\nSomething: else`, 'in order'],
    ['version 2', text.replace('Version: 1', 'Version: 2'), 'version must be 1'],
    ['a localnet chain', text.replace('Chain ID: mainnet', 'Chain ID: localnet'), 'names no one Solana cluster'],
    ['a short nonce', text.replace('Nonce: oBbLoEldZs8Ux3qF', 'Nonce: abc'), 'nonce'],
    ['a date that is not RFC 3339', text.replace('Issued At: 2026-11-22T03:00:00.000Z', 'Issued At: Sunday'), 'issuedAt'],
  ])('refuses %s', (_, message, description) => {
    const parsed = parseSiwsMessage(message)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.description).toContain(description)
  })
})
