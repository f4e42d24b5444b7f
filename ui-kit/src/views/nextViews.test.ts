import { createClient, type BerthOptions } from '@berth/headless'
import { berthDevnet, berthSolanaDevnet, DEVNET_API_URL } from '@berth/devnet/networks'
import { embeddedWallet } from '@berth/headless/embedded'
import { describe, expect, it } from 'vitest'
import { createFixtureClient } from '../testing/fixtureClient'
import { walletConnectFake } from '../testing/walletConnectFake'
import { nextViews } from './nextViews'

const client = (options: Partial<BerthOptions> = {}) =>
  createClient({ networks: [berthDevnet], storage: null, projectId: 'p', walletApiUrl: DEVNET_API_URL, ...options })

describe('nextViews: what loads ahead is what the view can lead to under this configuration', () => {
  it('Connect leads to connecting and AllWallets; WalletConnect only when configured', () => {
    expect(nextViews('Connect', client())).toEqual(['ConnectingExternal', 'AllWallets'])
    expect(nextViews('Connect', client({ walletConnect: walletConnectFake('showing-uri') }))).toEqual([
      'ConnectingExternal',
      'ConnectingWalletConnect',
      'AllWallets',
    ])
  })

  it('Connect leads to ConnectingFarcaster only with the embedded wallet and Farcaster among the social logins', () => {
    const embedded = { embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }) }
    expect(nextViews('Connect', client(embedded))).toEqual(['ConnectingExternal', 'AllWallets', 'ConnectingFarcaster'])
    expect(nextViews('Connect', client({ ...embedded, features: { socials: ['google', 'github'] } }))).toEqual(['ConnectingExternal', 'AllWallets'])
    expect(nextViews('Connect', client({ ...embedded, features: { socials: false } }))).toEqual(['ConnectingExternal', 'AllWallets'])
  })

  it('with allWallets off, AllWallets is never among them', () => {
    expect(nextViews('Connect', client({ allWallets: false }))).toEqual(['ConnectingExternal'])
  })

  it('without the wallet-provider API (no walletApiUrl or projectId) there is no listing, so no AllWallets', () => {
    expect(nextViews('Connect', client({ walletApiUrl: undefined }))).toEqual(['ConnectingExternal'])
    expect(nextViews('Connect', client({ projectId: undefined }))).toEqual(['ConnectingExternal'])
  })

  it('Account leads to Buy only while the onramp feature is on, to Receive, and to Send only while the send feature is on', () => {
    expect(nextViews('Account', client())).toEqual(['Networks', 'Buy', 'Receive', 'WalletSend'])
    expect(nextViews('Account', client({ features: { send: false } }))).toEqual(['Networks', 'Buy', 'Receive'])
    expect(nextViews('Account', client({ features: { onramp: false } }))).toEqual(['Networks', 'Receive', 'WalletSend'])
    expect(nextViews('Buy', client())).toEqual(['BuyInProgress'])
  })

  it('Account leads to RegisterAccountName only for an embedded-wallet (AUTH) account on eip155; RegisterAccountName to its success', () => {
    expect(nextViews('Account', client())).not.toContain('RegisterAccountName')
    const { client: embedded } = createFixtureClient('connected', { embedded: true })
    expect(nextViews('Account', embedded)).toContain('RegisterAccountName')
    expect(nextViews('RegisterAccountName', client())).toEqual(['RegisterAccountNameSuccess'])
  })

  it('Networks leads to SwitchActiveChain only when the app has networks in several namespaces; SwitchActiveChain to Connect', () => {
    expect(nextViews('Networks', client())).toEqual(['SwitchNetwork'])
    expect(nextViews('Networks', client({ networks: [berthDevnet, berthSolanaDevnet] }))).toEqual(['SwitchNetwork', 'SwitchActiveChain'])
    expect(nextViews('SwitchActiveChain', client())).toEqual(['Connect'])
  })

  it('a view with nowhere to go, or one the kit does not know, has none', () => {
    expect(nextViews('WalletSendPreview', client())).toEqual([])
    expect(nextViews('SomeAppView', client())).toEqual([])
  })
})
