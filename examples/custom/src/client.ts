import { createClient } from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/headless/eip155'
import { devnetUsdtStyleTokens } from '@berth/devnet/tokens'

// Injected wallets only (no WalletConnect entry imported): the app draws its own UI from the hooks.
export const client = createClient({
  projectId: 'berth-example-custom',
  apiUrl: import.meta.env.VITE_BERTH_API_URL ?? 'http://127.0.0.1:8787',
  walletApiUrl: import.meta.env.VITE_BERTH_API_URL ?? 'http://127.0.0.1:8787',
  networks: [berthDevnet, berthDevnetL2],
  metadata: { name: 'Berth custom example', url: window.location.origin },
  // The devnet's USDT-style token (its transfer returns nothing), listed as an app lists its own.
  send: { usdtStyleTokens: devnetUsdtStyleTokens },
})
