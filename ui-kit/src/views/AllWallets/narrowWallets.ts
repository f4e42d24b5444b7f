import type { ListedWallet } from '@berth/headless'

/**
 * The wallets already on hand whose name contains what the visitor typed (case-insensitive plain
 * text, as the listing API searches). Shown on the keystroke itself, so rows answer within a frame
 * while the debounced search asks the API; the API's answer then replaces them.
 */
export function narrowWallets(pool: Iterable<ListedWallet>, input: string): ListedWallet[] {
  const query = input.trim().toLowerCase()
  const matches: ListedWallet[] = []
  for (const wallet of pool) if (!query || wallet.name.toLowerCase().includes(query)) matches.push(wallet)
  return matches
}
