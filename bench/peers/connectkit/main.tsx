// ConnectKit: one "Connect Wallet" button (ConnectKitButton), one EVM chain, its default config.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'

// A dummy project id: the bench serves nothing for it, and every outside request is refused (or left hanging).
const projectId = 'b0000000000000000000000000000000'
const devnet = defineChain({
  id: 31337,
  name: 'Berth Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const config = createConfig(getDefaultConfig({ chains: [devnet], transports: { [devnet.id]: http() }, walletConnectProjectId: projectId, appName: 'Bench' }))
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <main>
          <ConnectKitButton />
        </main>
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
