import { describe, expect, it } from 'vitest'
import { devnetSolanaAccounts } from '../../src/solana/accounts'
import { DEVNET_BITCOIN_CHAIN_ID } from '../../src/bitcoin/constants'
import { DEVNET_SOLANA_CHAIN_ID } from '../../src/solana/constants'
import { SOLANA_WALLET_METHODS } from './solanaRequests'
import { buildSessionNamespaces, requestedChains, sessionProposal, WALLET_EVENTS, WALLET_METHODS, type SessionProposal } from './namespaces'

const supported = ['eip155:31337', 'eip155:31338', DEVNET_SOLANA_CHAIN_ID]
const address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const solanaAddress = devnetSolanaAccounts[7]
const accounts = { eip155: address, solana: solanaAddress, bip122: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw' }
const proposer = { metadata: { name: 'Dapp', url: 'http://127.0.0.1:5173' } }
const params = (p: Partial<SessionProposal['params']>): SessionProposal['params'] => ({ proposer, ...p })

describe('buildSessionNamespaces', () => {
  it('approves bip122 on Berth Bitcoin Regtest, required or optional, with the payment address and the Bitcoin methods and event', () => {
    const withBitcoin = [...supported, DEVNET_BITCOIN_CHAIN_ID]
    const bip122 = {
      chains: [DEVNET_BITCOIN_CHAIN_ID],
      methods: ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt'],
      events: ['bip122_addressesChanged'],
      accounts: [`${DEVNET_BITCOIN_CHAIN_ID}:${accounts.bip122}`],
    }
    for (const key of ['requiredNamespaces', 'optionalNamespaces'] as const) {
      const decision = buildSessionNamespaces(
        // An optional chain beyond the wallet is left out; a required one would refuse the proposal.
        params({
          [key]: {
            bip122: {
              chains: key === 'optionalNamespaces' ? [DEVNET_BITCOIN_CHAIN_ID, 'bip122:000000000019d6689c085ae165831e93'] : [DEVNET_BITCOIN_CHAIN_ID],
              methods: ['signMessage'],
            },
          },
        }),
        withBitcoin,
        accounts,
      )
      expect(decision, key).toEqual({ ok: true, chains: [DEVNET_BITCOIN_CHAIN_ID], namespaces: { bip122 } })
    }
    const beside = buildSessionNamespaces(
      params({ optionalNamespaces: { eip155: { chains: ['eip155:31337'] }, bip122: { chains: [DEVNET_BITCOIN_CHAIN_ID] } } }),
      withBitcoin,
      accounts,
    )
    expect(beside).toMatchObject({ ok: true, namespaces: { eip155: { chains: ['eip155:31337'] }, bip122 } })
  })

  it('approves the supported chains among required and optional ones, with every wallet method and event', () => {
    const decision = buildSessionNamespaces(
      params({ requiredNamespaces: {}, optionalNamespaces: { eip155: { chains: ['eip155:31338', 'eip155:1', 'eip155:31337'], methods: ['personal_sign'] } } }),
      supported,
      accounts,
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

  it('approves the solana namespace on Berth Solana Devnet with the Solana account of the same index, beside eip155 or alone', () => {
    const both = buildSessionNamespaces(
      params({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'] },
          solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', DEVNET_SOLANA_CHAIN_ID], methods: ['solana_signMessage'] },
        },
      }),
      supported,
      accounts,
    )
    expect(both).toMatchObject({
      ok: true,
      chains: ['eip155:31337', DEVNET_SOLANA_CHAIN_ID],
      namespaces: {
        eip155: { chains: ['eip155:31337'], accounts: [`eip155:31337:${address}`] },
        solana: { chains: [DEVNET_SOLANA_CHAIN_ID], methods: [...SOLANA_WALLET_METHODS], events: [], accounts: [`${DEVNET_SOLANA_CHAIN_ID}:${solanaAddress}`] },
      },
    })
    const alone = buildSessionNamespaces(
      params({ requiredNamespaces: { solana: { chains: [DEVNET_SOLANA_CHAIN_ID], methods: ['solana_signTransaction'] } } }),
      supported,
      accounts,
    )
    expect(alone).toEqual({
      ok: true,
      chains: [DEVNET_SOLANA_CHAIN_ID],
      namespaces: {
        solana: { chains: [DEVNET_SOLANA_CHAIN_ID], methods: [...SOLANA_WALLET_METHODS], events: [], accounts: [`${DEVNET_SOLANA_CHAIN_ID}:${solanaAddress}`] },
      },
    })
  })

  it('reads chains given as namespace keys ("eip155:31338": {...})', () => {
    const decision = buildSessionNamespaces(params({ requiredNamespaces: { 'eip155:31338': { methods: ['personal_sign'] } } }), supported, accounts)
    expect(decision).toMatchObject({ ok: true, chains: ['eip155:31338'] })
  })

  it('refuses a required chain, namespace or method beyond the wallet, and a proposal with no supported chain', () => {
    expect(buildSessionNamespaces(params({ requiredNamespaces: { eip155: { chains: ['eip155:1', 'eip155:31337'] } } }), supported, accounts)).toEqual({
      ok: false,
      error: 'The app requires chains this wallet does not support: eip155:1.',
    })
    expect(
      buildSessionNamespaces(params({ requiredNamespaces: { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] } } }), supported, accounts),
    ).toEqual({
      ok: false,
      error: 'The app requires chains this wallet does not support: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp.',
    })
    expect(
      buildSessionNamespaces(params({ requiredNamespaces: { bip122: { chains: ['bip122:000000000019d6689c085ae165831e93'] } } }), supported, accounts),
    ).toEqual({
      ok: false,
      error: 'The app requires chains this wallet does not support: bip122:000000000019d6689c085ae165831e93.',
    })
    expect(buildSessionNamespaces(params({ requiredNamespaces: { cosmos: { chains: ['cosmos:cosmoshub-4'] } } }), supported, accounts)).toEqual({
      ok: false,
      error: 'The app requires cosmos accounts; this wallet has eip155, solana and bip122 accounts only.',
    })
    expect(
      buildSessionNamespaces(
        params({ requiredNamespaces: { solana: { chains: [DEVNET_SOLANA_CHAIN_ID], methods: ['solana_signAllTransactions'] } } }),
        supported,
        accounts,
      ),
    ).toEqual({ ok: false, error: 'The app requires methods this wallet does not offer: solana_signAllTransactions.' })
    expect(
      buildSessionNamespaces(params({ requiredNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['eth_sign'] } } }), supported, accounts),
    ).toEqual({
      ok: false,
      error: 'The app requires methods this wallet does not offer: eth_sign.',
    })
    expect(buildSessionNamespaces(params({ optionalNamespaces: { eip155: { chains: ['eip155:1'] } } }), supported, accounts)).toEqual({
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
