// Reown AppKit with its wagmi adapter: one "Connect Wallet" button (appkit-button), one EVM chain.
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

// A dummy project id: the bench serves nothing for it, and every outside request is refused (or left hanging).
const projectId = 'b0000000000000000000000000000000'
const devnet = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Berth Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const wagmiAdapter = new WagmiAdapter({ networks: [devnet], projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [devnet],
  projectId,
  metadata: { name: 'Bench', description: 'Berth bench peer', url: window.location.origin, icons: [] },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <main>
        <appkit-button />
      </main>
    </QueryClientProvider>
  </WagmiProvider>,
)
