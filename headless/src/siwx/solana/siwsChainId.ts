import type { CaipNetworkId } from '../../caip/caipNetworkId.js'

/** The clusters the Sign In With Solana spec names in its Chain ID line, by CAIP-2 id. */
const clusterNames: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}
const byName = new Map(Object.entries(clusterNames).map(([caip, name]) => [name, caip as CaipNetworkId]))

// A CAIP-2 reference of the solana namespace: the first 32 base58 characters of the genesis hash.
const REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/

/**
 * The Chain ID line of a Sign In With Solana message for a CAIP-2 id. The SIWS spec names the public
 * clusters ('mainnet', 'devnet', 'testnet'; Phantom shows them so), and those are written by name.
 * Its only other value, 'localnet', would bind the sign-in to no cluster in particular, so any other
 * cluster (the Berth devnet's included) is written as its CAIP-2 reference, the genesis hash prefix,
 * which names exactly one. The adapter hands a wallet's `solana:signIn` this same value.
 */
export function siwsChainId(caipNetworkId: CaipNetworkId): string {
  return clusterNames[caipNetworkId] ?? caipNetworkId.slice('solana:'.length)
}

/**
 * The CAIP-2 id a Chain ID line names, in every form a wallet may write it: the spec's names, bare or
 * prefixed ('mainnet', 'solana:devnet'), a CAIP-2 reference, or a whole CAIP-2 id. Undefined for
 * 'localnet' (no one cluster) and for anything else.
 */
export function caipNetworkIdOfSiws(chainId: string): CaipNetworkId | undefined {
  const bare = chainId.startsWith('solana:') ? chainId.slice('solana:'.length) : chainId
  return byName.get(bare) ?? (REFERENCE.test(bare) ? `solana:${bare}` : undefined)
}
