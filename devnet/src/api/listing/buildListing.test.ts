import { describe, expect, it } from 'vitest'
import { DEVNET_WALLET_RDNS } from '../../wallet/constants'
import { buildListing } from './buildListing'
import { hostileWallets } from './hostileWallets'
import { loadDefaultWallets } from './loadWallets'

const unsafeScheme = /^\s*(javascript|data|vbscript|file):/i
const links = ['homepage', 'mobile_link', 'desktop_link', 'webapp_link', 'app_store', 'play_store'] as const

describe('the default listing (devnet/data/wallets.json)', () => {
  const wallets = loadDefaultWallets()

  it('has at least 60 wallets with unique ids, image ids and rdns', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(60)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
    expect(new Set(wallets.map((wallet) => wallet.image_id)).size).toBe(wallets.length)
    const rdns = wallets.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
  })

  it('starts with the Devnet Wallet and the Devnet Mobile Wallet', () => {
    expect(wallets[0]).toMatchObject({ name: 'Devnet Wallet', rdns: DEVNET_WALLET_RDNS })
    expect(wallets[1]).toMatchObject({ name: 'Devnet Mobile Wallet', webapp_link: 'http://127.0.0.1:5174' })
  })

  it('holds no markup, no unsafe link and no direct image URL', () => {
    for (const wallet of wallets) {
      expect(wallet.name).not.toMatch(/[<>&"]/)
      expect(wallet.image_url).toBeUndefined()
      for (const key of links) expect(wallet[key] ?? '').not.toMatch(unsafeScheme)
      expect(wallet.chains.length).toBeGreaterThan(0)
    }
  })

  it('covers EVM (1, 31337, 31338), Solana and Bitcoin chains', () => {
    const chains = new Set(wallets.flatMap((wallet) => wallet.chains))
    for (const chain of ['eip155:1', 'eip155:31337', 'eip155:31338']) expect(chains).toContain(chain)
    expect([...chains].some((chain) => chain.startsWith('solana:'))).toBe(true)
    expect([...chains].some((chain) => chain.startsWith('bip122:'))).toBe(true)
  })
})

describe('buildListing', () => {
  it('serves the data file by default, without the hostile entries', () => {
    const listing = buildListing()
    expect(listing).toEqual(loadDefaultWallets())
    for (const hostile of hostileWallets) expect(listing.map((wallet) => wallet.id)).not.toContain(hostile.id)
  })

  it("appends the hostile entries in the 'hostile' fixture", () => {
    const listing = buildListing({ fixture: 'hostile' })
    expect(listing.slice(-hostileWallets.length)).toEqual(hostileWallets)
    expect(hostileWallets.some((wallet) => /<[a-z]/i.test(wallet.name))).toBe(true)
    expect(hostileWallets.some((wallet) => /^javascript:/i.test(wallet.mobile_link ?? ''))).toBe(true)
    expect(hostileWallets.some((wallet) => wallet.image_url?.startsWith('http:'))).toBe(true)
  })

  it('generates 2,000 deterministic, unique entries, keeping the Devnet wallets first', () => {
    const first = buildListing({ walletCount: 2000 })
    const second = buildListing({ walletCount: 2000 })
    expect(first).toHaveLength(2000)
    expect(second).toEqual(first)
    expect(new Set(first.map((wallet) => wallet.id)).size).toBe(2000)
    expect(new Set(first.map((wallet) => wallet.name)).size).toBe(2000)
    expect(first[0]?.rdns).toBe(DEVNET_WALLET_RDNS)
    for (const wallet of first) for (const key of links) expect(wallet[key] ?? '').not.toMatch(unsafeScheme)
  })

  it('refuses a wallet count that is not a positive whole number', () => {
    for (const walletCount of [0, -1, 1.5, Number.NaN, 1e9]) expect(() => buildListing({ walletCount })).toThrow(/walletCount/)
  })
})
