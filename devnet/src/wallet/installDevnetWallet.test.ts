// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { devnetAccounts } from '../chain/accounts'
import { DEVNET_WALLET_RDNS } from './constants'
import { installDevnetWallet } from './installDevnetWallet'

interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: { request(args: { method: string }): Promise<unknown> }
}

function listenForAnnouncements(): Announcement[] {
  const seen: Announcement[] = []
  window.addEventListener('eip6963:announceProvider', (event) => seen.push((event as CustomEvent<Announcement>).detail))
  return seen
}

beforeEach(() => {
  localStorage.clear()
  delete window.berthDevnetWallet
  delete window.ethereum
  delete window.__berthDevnetWalletConfig
  delete window.btc_providers
  delete window.DevnetWalletProviders
  document.body.replaceChildren()
})
afterEach(() => vi.resetModules())

describe('installDevnetWallet', () => {
  it('announces over EIP-6963 on install and on every requestProvider', () => {
    const seen = listenForAnnouncements()
    installDevnetWallet()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    const { info, provider } = seen[0]!
    expect(info).toMatchObject({ name: 'Devnet Wallet', rdns: DEVNET_WALLET_RDNS })
    expect(info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(info.icon.split(',')[1]!)).toContain('<svg')
    expect(seen[1]!.provider).toBe(provider)
    expect(window.ethereum).toBeUndefined()
  })

  it('sets window.ethereum only with legacy, and installs once per window', () => {
    const first = installDevnetWallet({ legacy: true })
    expect(window.ethereum).toBe(first?.provider)
    expect(installDevnetWallet({ legacy: true })).toBeUndefined()
    expect(document.querySelectorAll('[data-berth-devnet-wallet]')).toHaveLength(1)
  })

  it('exposes the test handle that drives approvals', async () => {
    const wallet = installDevnetWallet({ knownChainIds: [31337, 31338] })!
    const handle = window.berthDevnetWallet!
    expect(handle.accounts()).toEqual(devnetAccounts.slice(0, 3))
    const connecting = wallet.provider.request({ method: 'eth_requestAccounts' })
    await Promise.resolve()
    expect(handle.pending()).toEqual([{ id: 1, method: 'eth_requestAccounts', params: undefined }])
    handle.approve()
    await connecting
    handle.selectAccount(1)
    handle.setChain(31338)
    expect(handle.chainId()).toBe(31338)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([devnetAccounts[1]])
    handle.setAutoApprove(true)
    expect(await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })).toBeNull()
    handle.disconnect()
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    handle.reset()
    expect(handle.chainId()).toBe(31337)
  })

  it('puts its Bitcoin provider at window.DevnetWalletProviders.BitcoinProvider and appends it to window.btc_providers', async () => {
    const other = { id: 'OtherWallet.BitcoinProvider', name: 'Other', icon: 'data:,', webUrl: 'https://other.example', methods: ['getAddresses'] }
    window.btc_providers = [other]
    const wallet = installDevnetWallet({ bitcoinEsploraUrl: 'http://127.0.0.1:3002' })!
    expect(window.DevnetWalletProviders?.BitcoinProvider).toBe(wallet.bitcoin.provider)
    expect(window.btc_providers.map((entry) => entry.id)).toEqual(['OtherWallet.BitcoinProvider', 'DevnetWalletProviders.BitcoinProvider'])
    expect(window.btc_providers[0]).toBe(other)
    expect(await wallet.bitcoin.provider.request('wallet_getNetwork', null)).toMatchObject({ error: { code: -32002 } })
  })

  it('keeps the Bitcoin grant across a reload, and the handle reports it', async () => {
    const wallet = installDevnetWallet({ autoApprove: true })!
    await wallet.bitcoin.provider.request('getAddresses', { purposes: ['payment'] })
    expect(window.berthDevnetWallet!.bitcoinAuthorized()).toBe(true)
    delete window.berthDevnetWallet
    delete window.DevnetWalletProviders
    const reloaded = installDevnetWallet()!
    expect(await reloaded.bitcoin.provider.request('wallet_getNetwork', null)).toMatchObject({ result: { bitcoin: { name: 'Regtest' } } })
    expect(window.berthDevnetWallet!.bitcoinAddresses()).toEqual([expect.stringMatching(/^bcrt1q/), expect.stringMatching(/^bcrt1p/)])
    window.berthDevnetWallet!.reset()
    expect(window.berthDevnetWallet!.bitcoinAuthorized()).toBe(false)
  })

  it('keeps authorization across a reload (localStorage)', async () => {
    const wallet = installDevnetWallet({ autoApprove: true })!
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(JSON.parse(localStorage.getItem('berth-devnet-wallet')!)).toMatchObject({ authorized: true })

    delete window.berthDevnetWallet // what a reload does to the old instance
    const reloaded = installDevnetWallet()!
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([devnetAccounts[0]])
  })
})

describe('install.ts (the IIFE entry)', () => {
  it('reads window.__berthDevnetWalletConfig', async () => {
    window.__berthDevnetWalletConfig = { autoApprove: true, knownChainIds: [31337, 31338], legacy: true }
    await import('./install')
    const provider = window.ethereum as Announcement['provider']
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([devnetAccounts[0]])
    window.berthDevnetWallet!.setChain(31338)
  })

  it('refuses an invalid config loudly instead of guessing', async () => {
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
    window.__berthDevnetWalletConfig = { autoAprove: true }
    await import('./install')
    expect(window.berthDevnetWallet).toBeUndefined()
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('invalid window.__berthDevnetWalletConfig'), expect.anything())
    errorSpy.mockRestore()
  })
})
