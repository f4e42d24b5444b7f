import type { Connector } from '../../adapters/connector.js'
import type { WalletListing } from '../../api/getWallets.js'
import { boundText, cleanText } from '../../safety/safeLabel.js'
import { isExcluded } from '../connectors/isExcluded.js'

/** docs/constants.md: 4 recommended, 40 per page, search 100 entries, first 20 images prefetched. */
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_SIZE = 100
/** How many wallet images imagesToPrefetch picks unless told otherwise: AllWallets fetches the first 20 before their rows scroll into view. */
export const WALLET_IMAGE_PREFETCH_COUNT = 20
/** Longest search sent; longer input is cut (any script is fine, it travels URL-encoded). */
export const MAX_WALLET_SEARCH_LENGTH = 100

/** A listing entry as AllWallets and Connect show it, marked installed when a wallet with the same rdns announced itself in this page. */
export type ListedWallet = WalletListing & {
  /** An EIP-6963 wallet with the same rdns announced itself in this page. */
  installed: boolean
  /** The connector to connect with when installed. */
  connectorId?: string
}

/** One page of the wallet listing: its wallets, with `excludeWalletIds` applied and installed ones marked, and what paging needs. */
export type WalletsPage = {
  wallets: ListedWallet[]
  /** The listing's total (before local exclusions). */
  count: number
  /** The page asked for, from 1. */
  page: number
  /** The page size asked for: 40, or 100 when searching. */
  entries: number
  /** How many entries the server sent for this page (before local exclusions). */
  received: number
}

/** Cleaned like a label (see safeLabel) and bounded; undefined when nothing is left (the plain listing). */
export function normaliseSearch(search: string | undefined): string | undefined {
  if (typeof search !== 'string') return undefined
  const cleaned = boundText(cleanText(search), MAX_WALLET_SEARCH_LENGTH)
  return cleaned === '' ? undefined : cleaned
}

/** Listing entries matched to announced wallets by rdns (case-insensitive). */
export function markInstalled(wallets: readonly WalletListing[], connectors: readonly Pick<Connector, 'id' | 'rdns'>[]): ListedWallet[] {
  const byRdns = new Map<string, string>()
  for (const connector of connectors) if (connector.rdns) byRdns.set(connector.rdns.toLowerCase(), connector.id)
  return wallets.map((wallet) => {
    const connectorId = wallet.rdns ? byRdns.get(wallet.rdns.toLowerCase()) : undefined
    return connectorId ? { ...wallet, installed: true, connectorId } : { ...wallet, installed: false }
  })
}

/** `excludeWalletIds` hides a wallet by listing id, rdns or name (the server only knows ids). */
export function withoutExcluded<T extends Pick<WalletListing, 'id' | 'name' | 'rdns'>>(wallets: readonly T[], excluded: readonly string[]): T[] {
  return excluded.length === 0 ? [...wallets] : wallets.filter((wallet) => !isExcluded(wallet, excluded))
}

export function nextWalletsPage(last: WalletsPage): number | undefined {
  return last.received > 0 && last.page * last.entries < last.count ? last.page + 1 : undefined
}

/** The Connect view's recommended wallets: the first ones not installed (installed ones are listed already). */
export function pickRecommended(wallets: readonly ListedWallet[], count = RECOMMENDED_WALLETS_COUNT): ListedWallet[] {
  return wallets.filter((wallet) => !wallet.installed).slice(0, count)
}

/** The image URLs to prefetch when the listing opens. */
export function imagesToPrefetch(wallets: readonly Pick<WalletListing, 'imageUrl'>[], count = WALLET_IMAGE_PREFETCH_COUNT): string[] {
  const urls: string[] = []
  for (const wallet of wallets) {
    if (urls.length === count) break
    if (wallet.imageUrl && !urls.includes(wallet.imageUrl)) urls.push(wallet.imageUrl)
  }
  return urls
}
