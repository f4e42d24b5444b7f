import { defineEip155Network } from '../networks/defineEip155Network.js'

/**
 * Test-only: two EVM networks for unit tests that need an app's network list and never reach a
 * node: their RPC ports are not the devnet's, so a test that reaches one by mistake fails
 * instead of passing while a devnet happens to run (a test that talks JSON-RPC points rpcUrls at
 * its own server).
 */
export const testChain = /* @__PURE__ */ defineEip155Network({
  id: 31337,
  name: 'Test Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18545'] } },
  blockExplorers: { default: { name: 'Test Explorer', url: 'https://explorer.test' } },
  testnet: true,
})

export const testChainL2 = /* @__PURE__ */ defineEip155Network({
  id: 31338,
  name: 'Test Chain L2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18546'] } },
  blockExplorers: { default: { name: 'Test Explorer', url: 'https://explorer.test' } },
  testnet: true,
})
