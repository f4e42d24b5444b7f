import { describe, expect, it } from 'vitest'
import type { ListedWallet } from '../walletListing/listing.js'
import { decideWalletRoute } from './decideWalletRoute.js'

const wallet = (overrides: Partial<ListedWallet> = {}): ListedWallet => ({
  id: 'harbor',
  name: 'Harbor Wallet',
  imageUrl: undefined,
  links: { webapp: 'https://app.harbor.example' },
  chains: ['eip155:1'],
  installed: false,
  ...overrides,
})

describe('decideWalletRoute', () => {
  it('connects an installed wallet over its own connector', () => {
    expect(decideWalletRoute(wallet({ installed: true, connectorId: 'io.harbor' }))).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'io.harbor' },
    })
  })

  it('pairs any other over WalletConnect, with the entry in the route', () => {
    const harbor = wallet()
    expect(decideWalletRoute(harbor)).toEqual({ view: 'ConnectingWalletConnect', params: { wallet: harbor } })
  })

  it('pairs an entry marked installed but without a connector over WalletConnect', () => {
    const harbor = wallet({ installed: true })
    expect(decideWalletRoute(harbor)).toEqual({ view: 'ConnectingWalletConnect', params: { wallet: harbor } })
  })
})
