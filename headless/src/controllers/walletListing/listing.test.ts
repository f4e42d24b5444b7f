import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { WalletListing } from '../../api/getWallets.js'
import { createStore } from '../../store/createStore.js'
import type { ConnectorsState } from '../connectors/createConnectorsController.js'
import { createWalletListingController } from './createWalletListingController.js'
import { imagesToPrefetch, markInstalled, MAX_WALLET_SEARCH_LENGTH, nextWalletsPage, normaliseSearch, pickRecommended, withoutExcluded } from './listing.js'

const wallet = (index: number, overrides: Partial<WalletListing> = {}): WalletListing => ({
  id: `w${index}`,
  name: `Wallet ${index}`,
  imageUrl: `https://img.example/${index}`,
  rdns: `example.w${index}`,
  links: {},
  chains: [],
  ...overrides,
})

describe('listing rules', () => {
  it('marks listing entries installed by rdns, case-insensitively', () => {
    const listed = markInstalled([wallet(0), wallet(1), wallet(2, { rdns: undefined })], [{ id: 'EXAMPLE.W1', rdns: 'EXAMPLE.W1' }])
    expect(listed.map((entry) => entry.installed)).toEqual([false, true, false])
    expect(listed[1]?.connectorId).toBe('EXAMPLE.W1')
  })

  it('hides excluded wallets by id, rdns or name', () => {
    const kept = withoutExcluded([wallet(0), wallet(1), wallet(2), wallet(3)], ['w0', 'EXAMPLE.W1', 'wallet 2'])
    expect(kept.map((entry) => entry.id)).toEqual(['w3'])
  })

  it('recommends the first 4 that are not installed', () => {
    const listed = markInstalled(
      [0, 1, 2, 3, 4, 5].map((i) => wallet(i)),
      [{ id: 'x', rdns: 'example.w1' }],
    )
    expect(pickRecommended(listed).map((entry) => entry.id)).toEqual(['w0', 'w2', 'w3', 'w4'])
  })

  it('pages until the count is reached', () => {
    expect(nextWalletsPage({ wallets: [], count: 100, page: 1, entries: 40, received: 40 })).toBe(2)
    expect(nextWalletsPage({ wallets: [], count: 100, page: 3, entries: 40, received: 20 })).toBeUndefined()
    expect(nextWalletsPage({ wallets: [], count: 100, page: 1, entries: 40, received: 0 })).toBeUndefined()
  })

  it('prefetches the first 20 distinct images', () => {
    const urls = imagesToPrefetch(Array.from({ length: 30 }, (_, i) => wallet(i, { imageUrl: i === 3 ? undefined : `https://img.example/${i}` })))
    expect(urls).toHaveLength(20)
    expect(urls).not.toContain(undefined)
  })

  it('search: any length and script, trimmed and bounded; blank means no search', () => {
    expect(normaliseSearch('   ')).toBeUndefined()
    expect(normaliseSearch(' meta\nmask ')).toBe('meta mask')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (search) => {
        const result = normaliseSearch(search)
        if (result !== undefined) {
          expect(Array.from(result).length).toBeLessThanOrEqual(MAX_WALLET_SEARCH_LENGTH)
          expect(result).toBe(result.trim())
          expect(result).not.toMatch(/[\u0000-\u001f]/)
        }
      }),
      { numRuns: 2_000 },
    )
  })
})

describe('createWalletListingController', () => {
  function setup(connectors: ConnectorsState['connectors'] = []) {
    const getWallets = vi.fn(async ({ page }: { page: number }) => ({
      count: 45,
      wallets: page === 1 ? [0, 1, 2, 3, 4, 5].map((i) => wallet(i)) : [wallet(40)],
    }))
    const controller = createWalletListingController({
      api: { getWallets },
      connectors: createStore<ConnectorsState>({ connectors, recentWallets: [] }),
      include: [],
      exclude: ['Wallet 0'],
      chains: ['eip155:31337'],
    })
    return { controller, getWallets }
  }

  it('asks for 40 per page, 100 when searching, with exclude and chains', async () => {
    const { controller, getWallets } = setup()
    const page = await controller.wallets({ page: 1 })
    expect(getWallets).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, entries: 40, exclude: ['Wallet 0'], chains: ['eip155:31337'] }))
    expect(page.wallets.map((entry) => entry.id)).not.toContain('w0')
    expect(nextWalletsPage(page)).toBe(2)
    await controller.wallets({ page: 1, search: '  Rain ' })
    expect(getWallets).toHaveBeenLastCalledWith(expect.objectContaining({ entries: 100, search: 'Rain' }))
    expect(getWallets.mock.lastCall?.[0]).not.toHaveProperty('include')
  })

  it('recommended: first 4 not installed, excluded ones skipped', async () => {
    const { controller } = setup([{ id: 'example.w2', rdns: 'example.w2', type: 'ANNOUNCED', name: 'Wallet 2', chain: 'eip155', provider: {} as never }])
    expect((await controller.recommendedWallets()).map((entry) => entry.id)).toEqual(['w1', 'w3', 'w4', 'w5'])
  })
})
