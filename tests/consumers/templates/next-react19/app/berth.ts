import { cookieStorage, type BerthOptions } from '@berth/headless'
import { defineEip155Network } from '@berth/headless/eip155'

// The devnet's chain and API, which the test starts; an app passes its own networks and project.
const devnet = defineEip155Network({
  id: 31337,
  name: 'Berth Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

/**
 * Plain options, importable from server and client code alike (a server component that imports a
 * value from a 'use client' module gets a reference, not the value). The connection is remembered
 * in a cookie, so the server renders a returning visitor as connected.
 */
export const berthOptions: BerthOptions = {
  projectId: 'berth-consumer-next',
  apiUrl: 'http://127.0.0.1:8787',
  walletApiUrl: 'http://127.0.0.1:8787',
  networks: [devnet],
  metadata: { name: 'Berth consumer (Next.js)' },
  storage: cookieStorage(),
}
