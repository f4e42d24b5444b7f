import { describe, expect, it } from 'vitest'
import { buildListing } from './buildListing'
import { queryWallets } from './queryWallets'

const wallets = buildListing()
const all = { page: 1, entries: 100 }

describe('queryWallets', () => {
  it('pages from 1 in listing order, counting all matches', () => {
    const first = queryWallets(wallets, { page: 1, entries: 40 })
    const second = queryWallets(wallets, { page: 2, entries: 40 })
    expect(first.count).toBe(wallets.length)
    expect(first.data).toEqual(wallets.slice(0, 40))
    expect(second.data).toEqual(wallets.slice(40, 80))
    expect(queryWallets(wallets, { page: 99, entries: 40 })).toEqual({ count: wallets.length, data: [] })
  })

  it('keeps only included ids and drops excluded ones', () => {
    const [a, b, c] = wallets
    expect(queryWallets(wallets, { ...all, include: [b!.id, a!.id] }).data).toEqual([a, b])
    const excluded = queryWallets(wallets, { ...all, exclude: [a!.id, c!.id] })
    expect(excluded.count).toBe(wallets.length - 2)
    expect(excluded.data.map((wallet) => wallet.id)).not.toContain(a!.id)
    expect(queryWallets(wallets, { ...all, include: [a!.id], exclude: [a!.id] }).count).toBe(0)
  })

  it('matches a wallet supporting any of the chains', () => {
    const solana = queryWallets(wallets, { ...all, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
    expect(solana.count).toBeGreaterThan(0)
    for (const wallet of solana.data) expect(wallet.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const either = queryWallets(wallets, { ...all, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'] })
    expect(either.count).toBeGreaterThan(solana.count)
    expect(queryWallets(wallets, { ...all, chains: ['eip155:999999'] }).count).toBe(0)
  })

  it('searches names case-insensitively as plain text', () => {
    expect(queryWallets(wallets, { ...all, search: 'DEVNET' }).data.map((wallet) => wallet.name)).toEqual(['Devnet Wallet', 'Devnet Mobile Wallet'])
    expect(queryWallets(wallets, { ...all, search: '  harbor ' }).data.map((wallet) => wallet.name)).toEqual(['Harbor Wallet'])
    expect(queryWallets(wallets, { ...all, search: '   ' }).count).toBe(wallets.length)
    // Regex metacharacters are text, not patterns.
    for (const search of ['.*', '(', '[a-z]+', '\\', '$^']) expect(queryWallets(wallets, { ...all, search }).count).toBe(0)
  })

  it('handles script and a 10,000-character search', () => {
    expect(queryWallets(wallets, { ...all, search: '<script>alert(1)</script>' })).toEqual({ count: 0, data: [] })
    expect(queryWallets(wallets, { ...all, search: 'a'.repeat(10_000) })).toEqual({ count: 0, data: [] })
    expect(queryWallets(wallets, { ...all, search: '𝕏🦊\u0000\u202e' })).toEqual({ count: 0, data: [] })
    const hostile = buildListing({ fixture: 'hostile' })
    expect(queryWallets(hostile, { ...all, search: '<script>' }).data.map((wallet) => wallet.id)).toEqual(['hostile-script-name'])
  })

  it('filters by badge type', () => {
    const certified = queryWallets(wallets, { ...all, badge_type: 'certified' })
    expect(certified.count).toBeGreaterThan(0)
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect(certified.count + queryWallets(wallets, { ...all, badge_type: 'none' }).count).toBe(wallets.length)
  })

  it('pages and searches the 2,000-wallet listing', () => {
    const large = buildListing({ walletCount: 2000 })
    const pages = Array.from({ length: 50 }, (_, index) => queryWallets(large, { page: index + 1, entries: 40 }))
    expect(pages.every((page) => page.count === 2000 && page.data.length === 40)).toBe(true)
    expect(pages.flatMap((page) => page.data)).toEqual(large)
    const cobalt = queryWallets(large, { page: 1, entries: 100, search: 'cobalt vault' })
    expect(cobalt.count).toBeGreaterThan(0)
    expect(cobalt.data.every((wallet) => wallet.name.toLowerCase().includes('cobalt vault'))).toBe(true)
  })
})
