import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'

/** A Solana cluster the API reads (balances). */
export interface ApiSolanaChainConfig {
  /** CAIP-2, 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'. */
  chainId: string
  name: string
  /** JSON-RPC URL, e.g. http://127.0.0.1:8899. */
  url: string
  /** PubSub URL; default: the JSON-RPC port + 1, as Solana's clients assume. */
  wsUrl?: string
}

export interface ApiSolanaChain extends Required<ApiSolanaChainConfig> {
  caip2: string
  rpc: Rpc<SolanaRpcApi>
}

function nextPortWsUrl(url: string): string {
  const parsed = new URL(url)
  parsed.protocol = parsed.protocol === 'https:' ? 'wss:' : 'ws:'
  parsed.port = String(Number(parsed.port || (parsed.protocol === 'wss:' ? 443 : 80)) + 1)
  return parsed.toString().replace(/\/$/, '')
}

/** One @solana/kit RPC client per cluster: the API reads Solana as any app does. */
export function createApiSolanaChains(configs: readonly ApiSolanaChainConfig[]): ApiSolanaChain[] {
  return configs.map((config) => ({
    ...config,
    wsUrl: config.wsUrl ?? nextPortWsUrl(config.url),
    caip2: config.chainId,
    rpc: createSolanaRpc(config.url),
  }))
}
