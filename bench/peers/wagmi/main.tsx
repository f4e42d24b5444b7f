// The headless comparison: wagmi + TanStack Query doing what examples/custom does with Berth's
// hooks (injected wallets list, account, switch network, disconnect), with no wallet UI library.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, useConnect, useConnection, useConnectors, useDisconnect, useSwitchChain, WagmiProvider } from 'wagmi'

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const devnet = defineChain({ id: 31337, name: 'Berth Devnet', nativeCurrency, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })
const devnetL2 = defineChain({ id: 31338, name: 'Berth Devnet L2', nativeCurrency, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } })
// No connector listed: wagmi discovers the installed (EIP-6963) wallets itself.
const config = createConfig({ chains: [devnet, devnetL2], transports: { [devnet.id]: http(), [devnetL2.id]: http() } })
const queryClient = new QueryClient()

function App() {
  const connection = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  if (connection.status === 'connected') {
    return (
      <main>
        <p data-testid="address">{connection.address}</p>
        <p>Network: {connection.chain?.name ?? 'unsupported'}</p>
        {config.chains.map((chain) => (
          <button key={chain.id} type="button" disabled={chain.id === connection.chainId} onClick={() => switchChain.mutate({ chainId: chain.id })}>
            Switch to {chain.name}
          </button>
        ))}
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect
        </button>
      </main>
    )
  }
  return (
    <main>
      <h1>Connect Wallet</h1>
      <ul>
        {connectors.map((connector) => (
          <li key={connector.uid}>
            <button type="button" onClick={() => connect.mutate({ connector })}>
              {connector.name}
            </button>
          </li>
        ))}
      </ul>
      {connect.error ? <p role="alert">{connect.error.message}</p> : null}
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </WagmiProvider>,
)
