import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletStandardConnector } from '../connector.js'
import { watchSolanaWallets } from './discoverSolanaWallets.js'

// The real wallet-standard registry (it works without a window): wallets register as a page's would.
const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
const method = async () => {
  throw new Error('not called in discovery')
}
const solanaFeatures = {
  'standard:connect': { version: '1.0.0', connect: method },
  'standard:events': { version: '1.0.0', on: () => () => {} },
  'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: [0], signTransaction: method },
}

function fakeWallet(overrides: Partial<Record<keyof Wallet, unknown>> = {}): Wallet {
  return { version: '1.0.0', name: 'Alpha', icon, chains: ['solana:mainnet'], accounts: [], features: solanaFeatures, ...overrides } as Wallet
}

const unregisters: (() => void)[] = []
const register = (...wallets: Wallet[]) => unregisters.push(getWallets().register(...wallets))
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister()
})

function watch() {
  let latest: WalletStandardConnector[] = []
  const logger = { warn: vi.fn(), error: vi.fn() }
  const stop = watchSolanaWallets((connectors) => (latest = connectors), logger)
  return { stop, logger, latest: () => latest.map(({ id, name, imageUrl, type, chain }) => ({ id, name, imageUrl, type, chain })) }
}

describe('wallet-standard discovery of Solana wallets', () => {
  it('lists a Solana wallet registered before and after it starts, as an ANNOUNCED solana connector', () => {
    register(fakeWallet({ name: 'Alpha' }))
    const { latest } = watch()
    register(fakeWallet({ name: 'Beta Wallet', chains: ['solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'] }))
    expect(latest()).toEqual([
      { id: 'solana.Alpha', name: 'Alpha', imageUrl: icon, type: 'ANNOUNCED', chain: 'solana' },
      { id: 'solana.Beta-Wallet', name: 'Beta Wallet', imageUrl: icon, type: 'ANNOUNCED', chain: 'solana' },
    ])
  })

  it('accepts signAndSendTransaction instead of signTransaction', () => {
    const { 'solana:signTransaction': _, ...rest } = solanaFeatures
    register(fakeWallet({ features: { ...rest, 'solana:signAndSendTransaction': { version: '1.0.0', signAndSendTransaction: method } } }))
    expect(
      watch()
        .latest()
        .map(({ id }) => id),
    ).toEqual(['solana.Alpha'])
  })

  it('skips wallets without connect, events or a transaction feature, or without a solana: chain, and says so once', () => {
    const { 'standard:connect': _c, ...noConnect } = solanaFeatures
    const { 'standard:events': _e, ...noEvents } = solanaFeatures
    const { 'solana:signTransaction': _t, ...noTransaction } = solanaFeatures
    const { logger, latest } = watch()
    register(
      fakeWallet({ name: 'No connect', features: noConnect }),
      fakeWallet({ name: 'No events', features: noEvents }),
      fakeWallet({ name: 'No transactions', features: noTransaction }),
      fakeWallet({ name: 'Connect without a method', features: { ...solanaFeatures, 'standard:connect': { version: '1.0.0' } } }),
      fakeWallet({ name: 'Bitcoin only', chains: ['bip122:000000000019d6689c085ae165831e93'] }),
    )
    expect(latest()).toEqual([])
    expect(logger.warn).toHaveBeenCalledTimes(4)
  })

  it('keeps markup in a name as plain text, strips control and direction characters, and derives a safe id', () => {
    register(fakeWallet({ name: '<img src=x onerror=alert(1)>\u202eEvil\u0000' }))
    const [connector] = watch().latest()
    expect(connector?.name).toBe('<img src=x onerror=alert(1)>Evil')
    expect(connector?.id).toBe('solana.-img-src-x-onerror-alert-1--Evil')
    expect(connector?.id).toMatch(/^[A-Za-z0-9][\w.-]{0,254}$/)
  })

  it('skips a wallet whose name is empty once cleaned', () => {
    register(fakeWallet({ name: ' \u200b\u202e ' }), fakeWallet({ name: 42 }))
    expect(watch().latest()).toEqual([])
  })

  it('keeps an icon only when it is a data: image safeImageUrl accepts', () => {
    register(
      fakeWallet({ name: 'Https', icon: 'https://wallet.example/icon.png' }),
      fakeWallet({ name: 'Js', icon: 'javascript:alert(1)' }),
      fakeWallet({ name: 'Html', icon: 'data:text/html,<script>alert(1)</script>' }),
      fakeWallet({ name: 'Svg markup', icon: 'data:image/svg+xml,<svg onload=alert(1)>' }),
      fakeWallet({ name: 'Png', icon: 'data:image/png;base64,iVBORw0KGgo=' }),
    )
    expect(
      watch()
        .latest()
        .map(({ name, imageUrl }) => [name, imageUrl]),
    ).toEqual([
      ['Https', undefined],
      ['Js', undefined],
      ['Html', undefined],
      ['Svg markup', undefined],
      ['Png', 'data:image/png;base64,iVBORw0KGgo='],
    ])
  })

  it('lists one connector per id (the first registered) and drops unregistered wallets', () => {
    const { latest } = watch()
    register(fakeWallet({ name: 'Same' }))
    const second = getWallets().register(fakeWallet({ name: 'Same', icon: 'data:image/png;base64,AA==' }))
    expect(latest()).toEqual([{ id: 'solana.Same', name: 'Same', imageUrl: icon, type: 'ANNOUNCED', chain: 'solana' }])
    second()
    for (const unregister of unregisters.splice(0)) unregister()
    expect(latest()).toEqual([])
  })

  it('stops listening when stopped', () => {
    const { stop, latest } = watch()
    stop()
    register(fakeWallet({ name: 'After' }))
    expect(latest()).toEqual([])
  })
})
