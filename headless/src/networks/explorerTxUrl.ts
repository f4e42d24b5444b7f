import { safeWebUrl } from '../safety/safeUrl.js'
import type { Network } from './types.js'

const TX_HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * The page of transaction `hash` on the network's block explorer: `${url}/tx/${hash}`, the form of
 * Etherscan and its kin (a local explorer that wants links from Berth serves the same form).
 * Undefined when the network has no explorer, its URL is not an absolute http(s) URL, or `hash`
 * is not a transaction hash (docs/validation.md: 0x and 64 hex characters), so a caller links only to a page
 * that can exist.
 */
export function explorerTxUrl(network: Pick<Network, 'blockExplorers'> | undefined, hash: string | undefined): string | undefined {
  const base = safeWebUrl(network?.blockExplorers?.default.url)
  if (!base || !hash || !TX_HASH.test(hash)) return undefined
  const url = new URL(base)
  if (url.username || url.password || url.search || url.hash) return undefined
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/tx/${hash}`
}
