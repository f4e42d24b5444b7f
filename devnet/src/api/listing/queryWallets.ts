import type { WalletListingEntry, WalletListingPage, WalletBadgeType } from './types'

export interface WalletQuery {
  /** 1-based. */
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids; a wallet matches when it supports any of them. */
  chains?: readonly string[]
  /** Plain text, case-insensitive substring of the name. Empty or blank means no filter. */
  search?: string
  badge_type?: WalletBadgeType
}

/** Filters, then pages, keeping listing order. Pure: no regex is built from input. */
export function queryWallets(wallets: readonly WalletListingEntry[], query: WalletQuery): WalletListingPage {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = query.exclude?.length ? new Set(query.exclude) : undefined
  const chains = query.chains?.length ? new Set(query.chains) : undefined
  const search = query.search?.trim().toLocaleLowerCase('en-US') || undefined
  const matching = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude?.has(wallet.id) &&
      (!chains || wallet.chains.some((chain) => chains.has(chain))) &&
      (!search || wallet.name.toLocaleLowerCase('en-US').includes(search)) &&
      (!query.badge_type || (wallet.badge_type ?? 'none') === query.badge_type),
  )
  const start = (query.page - 1) * query.entries
  return { count: matching.length, data: matching.slice(start, start + query.entries) }
}
