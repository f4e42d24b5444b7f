import { defineEip155Network } from './defineEip155Network.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

// Each is a plain object for createClient's `networks`. Berth reads balances, fees and receipts from
// the first RPC URL; an app with its own node passes `{ ...mainnet, rpcUrls: { default: { http: [url] } } }`.

/** Ethereum mainnet: chain id 1, ETH, the public RPC https://eth.merkle.io, Etherscan. */
export const mainnet = /* @__PURE__ */ defineEip155Network({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})

/** Sepolia, Ethereum's test network: chain id 11155111, Sepolia ETH, the public RPC https://sepolia.drpc.org, Etherscan; marked `testnet`. */
export const sepolia = /* @__PURE__ */ defineEip155Network({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.drpc.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
})

/** Base: chain id 8453, ETH, the public RPC https://mainnet.base.org, Basescan. */
export const base = /* @__PURE__ */ defineEip155Network({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
})

/** OP Mainnet: chain id 10, ETH, the public RPC https://mainnet.optimism.io, the Optimism explorer. */
export const optimism = /* @__PURE__ */ defineEip155Network({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
})

/** Arbitrum One: chain id 42161, ETH, the public RPC https://arb1.arbitrum.io/rpc, Arbiscan. */
export const arbitrum = /* @__PURE__ */ defineEip155Network({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})

/** Polygon: chain id 137, POL, the public RPC https://polygon-rpc.com, PolygonScan. */
export const polygon = /* @__PURE__ */ defineEip155Network({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
})

/** BNB Smart Chain: chain id 56, BNB, the public RPC https://56.rpc.thirdweb.com, BscScan. */
export const bsc = /* @__PURE__ */ defineEip155Network({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://56.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
})

/** Avalanche C-Chain: chain id 43114, AVAX, the public RPC https://api.avax.network/ext/bc/C/rpc, SnowTrace. */
export const avalanche = /* @__PURE__ */ defineEip155Network({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
})

/** Gnosis: chain id 100, xDAI, the public RPC https://rpc.gnosischain.com, Gnosisscan. */
export const gnosis = /* @__PURE__ */ defineEip155Network({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
})

/** ZKsync Era: chain id 324, ETH, the public RPC https://mainnet.era.zksync.io, its explorer era.zksync.network. */
export const zksync = /* @__PURE__ */ defineEip155Network({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://era.zksync.network' } },
})

/** Zora: chain id 7777777, ETH, the public RPC https://rpc.zora.energy, its explorer explorer.zora.energy. */
export const zora = /* @__PURE__ */ defineEip155Network({
  id: 7777777,
  name: 'Zora',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
})
