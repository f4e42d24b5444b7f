import type { ListedWallet } from '@berth/headless'
import { describe, expect, it } from 'vitest'
import { narrowWallets } from './narrowWallets'

const wallet = (name: string) => ({ id: name, name }) as ListedWallet
const pool = ['Harbor Wallet', 'Fox Wallet', 'harbinger', 'Ünïcode Wallet', 'Blue'].map(wallet)
const names = (list: ListedWallet[]) => list.map((entry) => entry.name)

describe('narrowWallets', () => {
  it('keeps, in order, the wallets whose name contains the text, ignoring case and surrounding spaces', () => {
    expect(names(narrowWallets(pool, '  HARB '))).toEqual(['Harbor Wallet', 'harbinger'])
    expect(names(narrowWallets(pool, 'ünï'))).toEqual(['Ünïcode Wallet'])
  })

  it('keeps everything for an empty search, and nothing for text no name has (regex characters are plain text)', () => {
    expect(names(narrowWallets(pool, '   '))).toEqual(names(pool))
    for (const input of ['.*', '[a-z]+', '(', 'zzz']) expect(narrowWallets(pool, input)).toEqual([])
  })
})
