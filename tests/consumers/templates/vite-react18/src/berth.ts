import { createClient } from '@berth/headless'
import { defineEip155Network } from '@berth/headless/eip155'

// The devnet's chain and API, which the test starts; an app passes its own networks and project.
const devnet = defineEip155Network({
  id: 31337,
  name: 'Berth Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})

export const client = createClient({
  projectId: 'berth-consumer-vite',
  apiUrl: 'http://127.0.0.1:8787',
  walletApiUrl: 'http://127.0.0.1:8787',
  networks: [devnet],
  metadata: { name: 'Berth consumer (Vite)', url: window.location.origin },
})
