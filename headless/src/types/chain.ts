/** The chain namespaces Berth knows (CAIP-2 namespaces). Only eip155 has an adapter so far. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122'

/** Hex-encoded bytes with the `0x` prefix: a transaction hash, a signature, calldata. */
export type Hex = `0x${string}`
/**
 * An EVM address (`0x` and 40 hex digits). The type does not check the length or the EIP-55
 * checksum; checkAddress (`@berth/headless/eip155`) does.
 */
export type Address = `0x${string}`
