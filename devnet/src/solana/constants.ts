/**
 * Berth Solana Devnet: its fixed addresses and identity. Browser-safe (no Node imports): networks.ts
 * and the wallets import it.
 */

/** DESIGN.md's fixed local addresses: JSON-RPC over HTTP, and its PubSub WebSocket. */
export const DEVNET_SOLANA_RPC_PORT = 8899
export const DEVNET_SOLANA_WS_PORT = 8900

export const DEVNET_SOLANA_NAME = 'Berth Solana Devnet'

/**
 * The cluster's genesis hash: base58 of sha256('Berth Solana Devnet'), fixed so that its CAIP-2 id,
 * and every app's and wallet's configuration, stay the same across restarts.
 */
export const DEVNET_SOLANA_GENESIS_HASH = 'C87HniDwGEEByviiVqxKy4JPppad4zvEg6FYUCPWamzt'

/** CAIP-2 id of a Solana cluster: `solana:` and the first 32 characters of its genesis hash. */
export const DEVNET_SOLANA_CHAIN_ID = `solana:${DEVNET_SOLANA_GENESIS_HASH.slice(0, 32)}` as const

/** What getVersion answers: the agave release whose RPC this server follows. */
export const DEVNET_SOLANA_CORE_VERSION = '2.3.13'
