/** The chain namespaces Berth knows (CAIP-2 namespaces). Only eip155 has an adapter so far. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122'

export type Hex = `0x${string}`
export type Address = `0x${string}`
