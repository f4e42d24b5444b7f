import { describe, expect, it } from 'vitest'
import type { Connector } from '../../adapters/connector.js'
import { orderConnectors } from './orderConnectors.js'
import { addRecentWallet } from './recentWallets.js'

const provider = { request: async () => null }
const wallet = (id: string, name: string, type: Connector['type'] = 'ANNOUNCED'): Connector => ({ id, name, type, rdns: id, chain: 'eip155', provider })

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
