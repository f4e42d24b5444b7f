import { safeWebUrl } from '../safety/safeUrl.js'
import type { Network } from './types.js'

// An eip155 transaction hash (0x and 64 hex characters), a Solana signature (64 bytes in base58), a Bitcoin txid (64 hex characters).
const TX_ID: Partial<Record<string, RegExp>> = { eip155: /^0x[0-9a-fA-F]{64}$/, solana: /^[1-9A-HJ-NP-Za-km-z]{64,88}$/, bip122: /^[0-9a-fA-F]{64}$/ }

/**
 * The page of transaction `hash` on the network's block explorer: `${url}/tx/${hash}`, the form of
 * Etherscan and Solana's explorers (a local explorer that wants links from Berth serves the same
 * form); the explorer URL's query (Solana's `?cluster=devnet`) is kept. Undefined when the network
 * has no explorer, its URL is not an absolute http(s) URL, or `hash` is not a transaction id of the
 * network's namespace (docs/validation.md: 0x and 64 hex characters on eip155, a base58 signature on
 * solana, 64 hex characters on bip122), so a caller links only to a page that can exist.
 */
export function explorerTxUrl(network: Pick<Network, 'blockExplorers' | 'chainNamespace'> | undefined, hash: string | undefined): string | undefined {
  const base = safeWebUrl(network?.blockExplorers?.default.url)
  const id = network ? TX_ID[network.chainNamespace] : undefined
  if (!base || !hash || !id?.test(hash)) return undefined
  const url = new URL(base)
  if (url.username || url.password || url.hash) return undefined
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/tx/${hash}${url.search}`
}
