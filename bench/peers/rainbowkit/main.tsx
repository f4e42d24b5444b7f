// RainbowKit: one "Connect Wallet" button (ConnectButton), one EVM chain, its default wallet list.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { WagmiProvider } from 'wagmi'

// A dummy project id: the bench serves nothing for it, and every outside request is refused (or left hanging).
const projectId = 'b0000000000000000000000000000000'
const devnet = defineChain({
  id: 31337,
  name: 'Berth Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const config = getDefaultConfig({ appName: 'Bench', projectId, chains: [devnet], ssr: false })
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <main>
          <ConnectButton />
        </main>
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
