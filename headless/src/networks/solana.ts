import { defineSolanaNetwork } from './defineSolanaNetwork.js'

// Each is a plain object for createClient's `networks`. Berth reads balances, fees and statuses from
// the first RPC URL; the public endpoints are rate-limited, so an app with its own node passes
// `{ ...solanaMainnet, rpcUrls: { default: { http: [url] } } }`.

/** Solana mainnet-beta: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`, SOL, the public RPC https://api.mainnet-beta.solana.com, Solana Explorer. */
export const solanaMainnet = /* @__PURE__ */ defineSolanaNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  name: 'Solana',
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'], webSocket: ['wss://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
})

/** Solana devnet: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`, SOL, the public RPC https://api.devnet.solana.com; marked `testnet`. */
export const solanaDevnet = /* @__PURE__ */ defineSolanaNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  name: 'Solana Devnet',
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com?cluster=devnet' } },
  testnet: true,
})

/** Solana testnet: `solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`, SOL, the public RPC https://api.testnet.solana.com; marked `testnet`. */
export const solanaTestnet = /* @__PURE__ */ defineSolanaNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
  name: 'Solana Testnet',
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com?cluster=testnet' } },
  testnet: true,
})
