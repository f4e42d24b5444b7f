import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinSignet, bitcoinTestnet4 } from './bip122.js'
import { defineBip122Network } from './defineBip122Network.js'
import { explorerTxUrl } from './explorerTxUrl.js'

describe('Bitcoin networks', () => {
  it('name each public chain by the first 32 hex characters of its genesis hash, with BTC and 8 decimals', () => {
    expect(
      [bitcoinMainnet, bitcoinTestnet4, bitcoinSignet].map(
        ({ caipNetworkId, chainNamespace, nativeCurrency, addressParams, walletStandardChain, satsConnectNetwork }) => ({
          caipNetworkId,
          chainNamespace,
          nativeCurrency,
          addressParams,
          walletStandardChain,
          satsConnectNetwork,
        }),
      ),
    ).toEqual([
      {
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
        chainNamespace: 'bip122',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        addressParams: 'mainnet',
        walletStandardChain: 'bitcoin:mainnet',
        satsConnectNetwork: 'Mainnet',
      },
      {
        caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae',
        chainNamespace: 'bip122',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        addressParams: 'testnet',
        walletStandardChain: 'bitcoin:testnet',
        satsConnectNetwork: 'Testnet4',
      },
      {
        caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
        chainNamespace: 'bip122',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        addressParams: 'testnet',
        walletStandardChain: undefined,
        satsConnectNetwork: 'Signet',
      },
    ])
  })

  it('carry their Esplora API and explorer, which links a txid', () => {
    expect(bitcoinMainnet.rpcUrls.default.http[0]).toBe('https://mempool.space/api')
    expect(explorerTxUrl(bitcoinTestnet4, 'ab'.repeat(32))).toBe(`https://mempool.space/testnet4/tx/${'ab'.repeat(32)}`)
    expect(explorerTxUrl(bitcoinMainnet, `0x${'ab'.repeat(32)}`)).toBeUndefined()
  })

  it('defineBip122Network makes an app’s own regtest from a whole genesis hash, with the regtest wallet ids', () => {
    const regtest = defineBip122Network({
      id: '0F9188F13CB7B2C71F2A335E3A4FC328BF5BEB436012AFCA590B1A11466E2206',
      name: 'Local Regtest',
      addressParams: 'regtest',
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
      testnet: true,
    })
    expect(regtest).toEqual({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122',
      name: 'Local Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      addressParams: 'regtest',
      walletStandardChain: 'bitcoin:regtest',
      satsConnectNetwork: 'Regtest',
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
      testnet: true,
    })
  })
})
