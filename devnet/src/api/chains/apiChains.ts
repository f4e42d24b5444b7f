import { createPublicClient, http, type PublicClient } from 'viem'
import { devnetChainKey } from '../../chain/chains'

/** A chain the API reads (balances, explorer) and indexes (history, NFTs). */
export interface ApiChainConfig {
  chainId: number
  name: string
  /** JSON-RPC URL, e.g. http://127.0.0.1:8545. */
  url: string
}

export interface ApiChain extends ApiChainConfig {
  /** CAIP-2, 'eip155:31337'. */
  caip2: string
  client: PublicClient
}

/** How long a read waits for a chain before the API calls it unavailable. */
export const CHAIN_TIMEOUT_MS = 3000

/**
 * One viem client per chain. No retries (a chain that is down is reported at once, as 503 or as
 * "the index is behind"); no block-number cache (a send is visible to the next read); concurrent
 * reads go out as one JSON-RPC batch.
 */
export function createApiChains(configs: readonly ApiChainConfig[]): ApiChain[] {
  return configs.map((config) => ({
    ...config,
    caip2: devnetChainKey(config.chainId),
    client: createPublicClient({
      transport: http(config.url, { batch: { batchSize: 100, wait: 0 }, retryCount: 0, timeout: CHAIN_TIMEOUT_MS }),
      cacheTime: 0,
    }),
  }))
}
