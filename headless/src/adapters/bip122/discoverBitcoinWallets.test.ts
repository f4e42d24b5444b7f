import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../connector.js'
import { BTC_PROVIDERS_POLL_MS, watchBitcoinWallets } from './discoverBitcoinWallets.js'

// The real wallet-standard registry (it works without a window) and a plain object standing in for
// the page's window with its `btc_providers`; the wallets are fakes that are never called here.
const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const method = async () => {
  throw new Error('not called in discovery')
}
const bitcoinFeatures = { 'bitcoin:connect': { version: '1.0.0', connect: method }, 'standard:events': { version: '1.0.0', on: () => () => {} } }
const fakeStandardWallet = (overrides: Partial<Record<keyof Wallet, unknown>> = {}): Wallet =>
  ({ version: '1.0.0', name: 'Alpha', icon, chains: ['bitcoin:regtest'], accounts: [], features: bitcoinFeatures, ...overrides }) as Wallet
const fakeProvider = () => ({ request: vi.fn(async () => ({ jsonrpc: '2.0', id: 1, result: null })) })

const unregisters: (() => void)[] = []
const register = (...wallets: Wallet[]) => unregisters.push(getWallets().register(...wallets))
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
  vi.useRealTimers()
})

function watch(target: unknown = {}, kinds?: Parameters<typeof watchBitcoinWallets>[3]) {
  let latest: Connector[] = []
  const changes = vi.fn()
  const logger = { warn: vi.fn(), error: vi.fn() }
  const stop = watchBitcoinWallets(
    target,
    (connectors) => {
      latest = connectors
      changes(connectors)
    },
    logger,
    kinds,
  )
  const summary = () =>
    latest.map((connector) => ({
      id: connector.id,
      name: connector.name,
      imageUrl: connector.imageUrl,
      chain: connector.chain,
      kind: 'kind' in connector ? connector.kind : 'wallet-standard',
    }))
  return { stop, logger, changes, latest: () => latest, summary }
}

describe('discovery of wallet-standard Bitcoin wallets', () => {
  it('lists wallets with bitcoin:connect and a bitcoin: or bip122: chain as bip122 connectors', () => {
    register(fakeStandardWallet())
    const { summary, stop } = watch()
    register(fakeStandardWallet({ name: 'Beta Wallet', chains: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'], icon: 'javascript:alert(1)' }))
    expect(summary()).toEqual([
      { id: 'bip122.Alpha', name: 'Alpha', imageUrl: icon, chain: 'bip122', kind: 'wallet-standard' },
      { id: 'bip122.Beta-Wallet', name: 'Beta Wallet', imageUrl: undefined, chain: 'bip122', kind: 'wallet-standard' },
    ])
    stop()
  })

  it('skips a Bitcoin wallet without bitcoin:connect (said once) and ignores wallets of other chains', () => {
    const { summary, logger, stop } = watch()
    register(fakeStandardWallet({ name: 'No Connect', features: { 'standard:events': bitcoinFeatures['standard:events'] } }))
    register(fakeStandardWallet({ name: 'Solana Only', chains: ['solana:mainnet'] }))
    register(fakeStandardWallet({ name: '\u202e\u200b' }))
    expect(summary()).toEqual([])
    expect(logger.warn).toHaveBeenCalledTimes(2)
    expect(logger.warn).toHaveBeenCalledWith('[berth] ignored a wallet-standard Bitcoin wallet without bitcoin:connect or a name')
    stop()
  })
})

describe('discovery of sats-connect providers (window.btc_providers)', () => {
  it('lists each valid entry whose provider is at its dotted id, with a safe name and icon', () => {
    const target = {
      btc_providers: [
        { id: 'FakeWalletProviders.BitcoinProvider', name: 'Fake\u202e Wallet', icon, webUrl: 'http://localhost', methods: ['getAddresses', 'signPsbt'] },
      ],
      FakeWalletProviders: { BitcoinProvider: fakeProvider() },
    }
    const { latest, summary, stop } = watch(target, ['sats-connect'])
    expect(summary()).toEqual([{ id: 'bip122.Fake-Wallet', name: 'Fake Wallet', imageUrl: icon, chain: 'bip122', kind: 'sats-connect' }])
    const connector = latest()[0]!
    expect('providerId' in connector && connector.providerId).toBe('FakeWalletProviders.BitcoinProvider')
    expect('methods' in connector && connector.methods).toEqual(['getAddresses', 'signPsbt'])
    stop()
  })

  it('skips entries with a bad id, no provider, a provider without request, or no name, and says so once each', () => {
    const target = {
      btc_providers: [
        { id: '__proto__.polluted', name: 'Proto' },
        { id: 'Missing.Provider', name: 'Missing' },
        { id: 'NoRequest', name: 'No Request' },
        { id: 'Unnamed', name: '' },
        { id: 'Iconic', name: 'Iconic', icon: 42 },
        'not an object',
      ],
      NoRequest: { call: () => {} },
      Unnamed: fakeProvider(),
      Iconic: fakeProvider(),
    }
    const { summary, logger, stop } = watch(target, ['sats-connect'])
    expect(summary()).toEqual([])
    expect(logger.warn).toHaveBeenCalledTimes(5)
    expect(logger.warn).toHaveBeenCalledWith('[berth] ignored a window.btc_providers entry: its id, name or provider is not valid')
    stop()
  })

  it('picks up a provider appended after start, and tells no change when nothing changed', () => {
    vi.useFakeTimers()
    const providers: unknown[] = []
    const target: Record<string, unknown> = { btc_providers: providers }
    const { summary, changes, stop } = watch(target, ['sats-connect'])
    expect(summary()).toEqual([])
    target.LateWallet = fakeProvider()
    providers.push({ id: 'LateWallet', name: 'Late Wallet', icon })
    vi.advanceTimersByTime(BTC_PROVIDERS_POLL_MS)
    expect(summary().map(({ id }) => id)).toEqual(['bip122.Late-Wallet'])
    vi.advanceTimersByTime(BTC_PROVIDERS_POLL_MS * 5)
    expect(changes).toHaveBeenCalledTimes(2)
    stop()
  })

  it('keeps one connector per name: wallet-standard first unless the kinds say otherwise', () => {
    register(fakeStandardWallet({ name: 'Both Wallet' }))
    const target = { btc_providers: [{ id: 'BothWallet', name: 'Both Wallet', icon }], BothWallet: fakeProvider() }
    const standardFirst = watch(target)
    expect(standardFirst.summary().map(({ id, kind }) => [id, kind])).toEqual([['bip122.Both-Wallet', 'wallet-standard']])
    standardFirst.stop()
    const satsFirst = watch(target, ['sats-connect', 'wallet-standard'])
    expect(satsFirst.summary().map(({ id, kind }) => [id, kind])).toEqual([['bip122.Both-Wallet', 'sats-connect']])
    satsFirst.stop()
    const standardOnly = watch(target, ['wallet-standard'])
    expect(standardOnly.summary().map(({ kind }) => kind)).toEqual(['wallet-standard'])
    standardOnly.stop()
  })
})
