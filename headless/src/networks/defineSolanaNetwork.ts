import type { Network } from './types.js'

/**
 * A network of the solana namespace (a cluster): `id` is the CAIP-2 reference, the first 32
 * characters of the cluster's genesis hash, and `caipNetworkId` is `solana:{id}`. The first
 * `rpcUrls.default.http` URL is the node Berth reads balances, fees and statuses from;
 * `webSocket` is the cluster's PubSub, for apps that subscribe.
 */
export type SolanaNetwork = Network & {
  id: string
  chainNamespace: 'solana'
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
}

/** SOL: 9 decimals (lamports). */
export const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** What defineSolanaNetwork takes: the cluster's genesis hash (whole, or its first 32 characters) as `id`; SOL unless `nativeCurrency` says otherwise. */
export type DefineSolanaNetworkParameters = Omit<SolanaNetwork, 'caipNetworkId' | 'chainNamespace' | 'nativeCurrency'> & {
  nativeCurrency?: Network['nativeCurrency']
}

/**
 * A Solana cluster for createClient's `networks`: give its genesis hash as `id`, a name and RPC
 * URLs, and it fills in `chainNamespace`, `caipNetworkId` (`solana:` and the hash's first 32
 * characters, as CAIP-2 names Solana clusters) and SOL as the native currency.
 */
export function defineSolanaNetwork({ id, nativeCurrency = SOL, ...network }: DefineSolanaNetworkParameters): SolanaNetwork {
  const reference = id.slice(0, 32)
  return { ...network, id: reference, nativeCurrency, chainNamespace: 'solana', caipNetworkId: `solana:${reference}` }
}
