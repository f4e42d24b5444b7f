import { describe, expect, it } from 'vitest'
import type { Connector } from '../../adapters/connector.js'
import { orderConnectors } from './orderConnectors.js'
import { addRecentWallet } from './recentWallets.js'

const provider = { request: async () => null }
const wallet = (id: string, name: string, type: Connector['type'] = 'ANNOUNCED'): Connector => ({ id, name, type, rdns: id, chain: 'eip155', provider })
const standardWallet = { version: '1.0.0', name: 'any', icon: 'data:image/svg+xml;base64,', chains: [], features: {}, accounts: [] } as const
const solanaWallet = (name: string): Connector => ({
  id: `solana.${name.replace(/\W/g, '-')}`,
  name,
  type: 'ANNOUNCED',
  chain: 'solana',
  provider: standardWallet,
})
const ids = (listed: ReturnType<typeof orderConnectors>) => listed.map((entry) => entry.connector.id)

describe('orderConnectors', () => {
  const a = wallet('com.a', 'Alpha')
  const b = wallet('com.b', 'Beta')
  const c = wallet('com.c', 'Gamma')
  const wc = wallet('walletConnect', 'WalletConnect', 'WALLET_CONNECT')
  const external = wallet('ext', 'External', 'EXTERNAL')

  it('follows the documented type order and keeps announcement order within a type', () => {
    expect(orderConnectors([external, a, b, wc], [], []).map((entry) => entry.connector.id)).toEqual(['walletConnect', 'com.a', 'com.b', 'ext'])
  })

  it('puts at most two recent wallets first, newest first, tagged recent', () => {
    const recent = [
      { id: 'com.c', name: 'Gamma' },
      { id: 'com.b', name: 'Beta' },
      { id: 'com.a', name: 'Alpha' },
    ]
    const listed = orderConnectors([a, b, c, wc], recent, [])
    expect(listed.map((entry) => [entry.connector.id, entry.section])).toEqual([
      ['walletConnect', 'walletConnect'],
      ['com.c', 'recent'],
      ['com.b', 'recent'],
      ['com.a', 'injected'],
    ])
  })

  it('hides excluded wallets by rdns or by name, ignoring case', () => {
    expect(orderConnectors([a, b, c], [], ['COM.A', 'gamma']).map((entry) => entry.connector.id)).toEqual(['com.b'])
  })
})

describe('orderConnectors across namespaces', () => {
  const devnetEvm = wallet('io.berth.devnet', 'Devnet Wallet')
  const devnetSolana = solanaWallet('Devnet Wallet')
  const fox = wallet('io.fox', 'Fox')
  const sun = solanaWallet('Sun')
  const all = [devnetEvm, fox, devnetSolana, sun]

  it('lists a wallet with an eip155 and a solana side once, with both sides, where its first side was discovered', () => {
    const listed = orderConnectors(all, [], [], { namespaces: ['eip155', 'solana'], activeNamespace: 'eip155' })
    expect(listed.map((entry) => entry.connectors.map((side) => side.id))).toEqual([['io.berth.devnet', 'solana.Devnet-Wallet'], ['io.fox'], ['solana.Sun']])
    expect(listed.every((entry) => entry.section === 'injected')).toBe(true)
  })

  it("connects the active namespace's side of a wallet that has one, else its first side", () => {
    expect(ids(orderConnectors(all, [], [], { namespaces: ['eip155', 'solana'], activeNamespace: 'eip155' }))).toEqual([
      'io.berth.devnet',
      'io.fox',
      'solana.Sun',
    ])
    expect(ids(orderConnectors(all, [], [], { namespaces: ['eip155', 'solana'], activeNamespace: 'solana' }))).toEqual([
      'solana.Devnet-Wallet',
      'io.fox',
      'solana.Sun',
    ])
  })

  it('leaves out the sides of namespaces the app has no network in, and wallets with no other side', () => {
    const listed = orderConnectors(all, [], [], { namespaces: ['eip155'], activeNamespace: 'eip155' })
    expect(listed.map((entry) => entry.connectors.map((side) => side.id))).toEqual([['io.berth.devnet'], ['io.fox']])
    expect(ids(orderConnectors(all, [], [], { namespaces: ['solana'], activeNamespace: 'solana' }))).toEqual(['solana.Devnet-Wallet', 'solana.Sun'])
  })

  it('joins names ignoring case and outer spaces, never two sides of one namespace, never WalletConnect with a wallet', () => {
    const twin = wallet('io.other', 'devnet wallet ')
    const wc = wallet('walletConnect', 'Devnet Wallet', 'WALLET_CONNECT')
    const listed = orderConnectors([wc, devnetEvm, twin, devnetSolana], [], [], { namespaces: ['eip155', 'solana'] })
    expect(listed.map((entry) => entry.connectors.map((side) => side.id))).toEqual([
      ['walletConnect'],
      ['io.berth.devnet', 'solana.Devnet-Wallet'],
      ['io.other'],
    ])
  })

  it("lists WalletConnect's sides (eip155 and bip122, one session) once, connecting the active namespace's side; a wallet named WalletConnect stays apart", () => {
    const wc = wallet('walletConnect', 'WalletConnect', 'WALLET_CONNECT')
    const wcBitcoin: Connector = {
      id: 'walletConnect.bip122',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'bip122',
      kind: 'walletconnect',
      provider: { features: {} },
    }
    const lookalike = solanaWallet('WalletConnect')
    const context = { namespaces: ['eip155', 'solana', 'bip122'] as const }
    const listed = orderConnectors([wc, devnetEvm, wcBitcoin, lookalike], [], [], { ...context, activeNamespace: 'bip122' })
    expect(listed.map((entry) => entry.connectors.map((side) => side.id))).toEqual([
      ['walletConnect', 'walletConnect.bip122'],
      ['io.berth.devnet'],
      ['solana.WalletConnect'],
    ])
    expect(listed[0]).toMatchObject({ section: 'walletConnect', connector: { id: 'walletConnect.bip122' } })
    expect(ids(orderConnectors([wc, wcBitcoin], [], [], { ...context, activeNamespace: 'eip155' }))).toEqual(['walletConnect'])
  })

  it('lifts a wallet into recent when any of its sides was used, once, at its newest rank', () => {
    const recent = [
      { id: 'solana.Sun', name: 'Sun' },
      { id: 'solana.Devnet-Wallet', name: 'Devnet Wallet' },
    ]
    const listed = orderConnectors(all, recent, [], { namespaces: ['eip155', 'solana'], activeNamespace: 'eip155' })
    expect(listed.map((entry) => [entry.connector.id, entry.section])).toEqual([
      ['solana.Sun', 'recent'],
      ['io.berth.devnet', 'recent'],
      ['io.fox', 'injected'],
    ])
  })

  it('drops the whole wallet when any side is excluded (by rdns, id or name)', () => {
    expect(ids(orderConnectors(all, [], ['io.berth.devnet'], { namespaces: ['eip155', 'solana'] }))).toEqual(['io.fox', 'solana.Sun'])
    expect(ids(orderConnectors(all, [], ['SOLANA.SUN', 'fox'], { namespaces: ['eip155', 'solana'] }))).toEqual(['io.berth.devnet'])
  })

  it("without a context, lists every namespace and connects each wallet's first side", () => {
    expect(ids(orderConnectors(all, [], []))).toEqual(['io.berth.devnet', 'io.fox', 'solana.Sun'])
  })
})

describe('addRecentWallet', () => {
  it('keeps two, newest first, without duplicates', () => {
    let list = addRecentWallet([], { id: 'a', name: 'A' })
    list = addRecentWallet(list, { id: 'b', name: 'B' })
    list = addRecentWallet(list, { id: 'a', name: 'A' })
    expect(list).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ])
    list = addRecentWallet(list, { id: 'c', name: 'C' })
    expect(list).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ])
  })
})
