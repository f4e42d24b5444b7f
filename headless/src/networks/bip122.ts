import { defineBip122Network } from './defineBip122Network.js'

// Each is a plain object for createClient's `networks`. Berth reads UTXOs, balances, fee estimates
// and statuses from the first RPC URL, an Esplora HTTP API (mempool.space's public one here; it is
// rate-limited, so an app with its own passes `{ ...bitcoinMainnet, rpcUrls: { default: { http: [url] } } }`).

/** Bitcoin mainnet: `bip122:000000000019d6689c085ae165831e93`, BTC, the Esplora API https://mempool.space/api, mempool.space as explorer. */
export const bitcoinMainnet = /* @__PURE__ */ defineBip122Network({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  addressParams: 'mainnet',
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  blockTime: 600_000,
})

/** Bitcoin testnet4: `bip122:00000000da84f2bafbbc53dee25a72ae`, BTC, the Esplora API https://mempool.space/testnet4/api; marked `testnet`. */
export const bitcoinTestnet4 = /* @__PURE__ */ defineBip122Network({
  id: '00000000da84f2bafbbc53dee25a72ae',
  name: 'Bitcoin Testnet4',
  addressParams: 'testnet',
  satsConnectNetwork: 'Testnet4',
  rpcUrls: { default: { http: ['https://mempool.space/testnet4/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet4' } },
  blockTime: 600_000,
  testnet: true,
})

/**
 * Bitcoin signet: `bip122:00000008819873e925422c1ff0f99f7c`, BTC, the Esplora API
 * https://mempool.space/signet/api; marked `testnet`. wallet-standard has no chain id for signet:
 * a wallet matches it by its CAIP-2 id only.
 */
export const bitcoinSignet = /* @__PURE__ */ defineBip122Network({
  id: '00000008819873e925422c1ff0f99f7c',
  name: 'Bitcoin Signet',
  addressParams: 'testnet',
  walletStandardChain: null,
  satsConnectNetwork: 'Signet',
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/signet' } },
  blockTime: 600_000,
  testnet: true,
})
