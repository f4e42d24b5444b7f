import { describe, expect, it } from 'vitest'
import { buildSessionNamespaces, requestedChains, sessionProposal, WALLET_EVENTS, WALLET_METHODS, type SessionProposal } from './namespaces'

const supported = ['eip155:31337', 'eip155:31338']
const address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const proposer = { metadata: { name: 'Dapp', url: 'http://127.0.0.1:5173' } }
const params = (p: Partial<SessionProposal['params']>): SessionProposal['params'] => ({ proposer, ...p })

describe('buildSessionNamespaces', () => {
  it('approves the supported chains among required and optional ones, with every wallet method and event', () => {
    const decision = buildSessionNamespaces(
      params({ requiredNamespaces: {}, optionalNamespaces: { eip155: { chains: ['eip155:31338', 'eip155:1', 'eip155:31337'], methods: ['personal_sign'] } } }),
      supported,
      address,
    )
    expect(decision).toEqual({
      ok: true,
      chains: ['eip155:31337', 'eip155:31338'],
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: [...WALLET_METHODS],
          events: [...WALLET_EVENTS],
          accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`],
        },
      },
    })
  })

  it('reads chains given as namespace keys ("eip155:31338": {...})', () => {
    const decision = buildSessionNamespaces(params({ requiredNamespaces: { 'eip155:31338': { methods: ['personal_sign'] } } }), supported, address)
    expect(decision).toMatchObject({ ok: true, chains: ['eip155:31338'] })
  })

  it('refuses a required chain, namespace or method beyond the wallet, and a proposal with no supported chain', () => {
    expect(buildSessionNamespaces(params({ requiredNamespaces: { eip155: { chains: ['eip155:1', 'eip155:31337'] } } }), supported, address)).toEqual({
      ok: false,
      error: 'The app requires chains this wallet does not support: eip155:1.',
    })
    expect(
      buildSessionNamespaces(params({ requiredNamespaces: { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] } } }), supported, address),
    ).toEqual({
      ok: false,
      error: 'The app requires solana accounts; this wallet has eip155 accounts only.',
    })
    expect(buildSessionNamespaces(params({ requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['eth_sign'] } } }), supported, address)).toEqual(
      {
        ok: false,
        error: 'The app requires methods this wallet does not offer: eth_sign.',
      },
    )
    expect(buildSessionNamespaces(params({ optionalNamespaces: { eip155: { chains: ['eip155:1'] } } }), supported, address)).toEqual({
      ok: false,
      error: 'The app asks for none of the chains this wallet supports.',
    })
  })

  it('lists what was requested, required apart from optional, without duplicates', () => {
    expect(
      requestedChains(
        params({
          requiredNamespaces: { eip155: { chains: ['eip155:31337'] } },
          optionalNamespaces: { eip155: { chains: ['eip155:31338', 'eip155:31338'] }, 'eip155:1': {} },
        }),
      ),
    ).toEqual({ required: ['eip155:31337'], optional: ['eip155:31338', 'eip155:1'] })
  })
})

describe('sessionProposal schema', () => {
  it('accepts what the sign-client emits and refuses a proposal without proposer metadata', () => {
    expect(
      sessionProposal.safeParse({
        id: 1,
        params: { requiredNamespaces: {}, proposer: { publicKey: 'ab', metadata: { name: 'x', url: 'y', icons: [] } }, expiryTimestamp: 1 },
      }).success,
    ).toBe(true)
    expect(sessionProposal.safeParse({ id: 1, params: { requiredNamespaces: {} } }).success).toBe(false)
    expect(sessionProposal.safeParse({ id: 1, params: { optionalNamespaces: { eip155: { chains: 'eip155:1' } }, proposer } }).success).toBe(false)
  })
})
