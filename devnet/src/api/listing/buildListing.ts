import { generateWallets } from './generateWallets'
import { hostileWallets } from './hostileWallets'
import { loadDefaultWallets } from './loadWallets'
import type { WalletListingEntry, WalletListingFixture } from './types'

export interface ListingOptions {
  /** 'hostile' appends the hostile test entries to the listing. Default 'default'. */
  fixture?: WalletListingFixture
  /** Serve this many deterministic entries instead of the data file (load tests), e.g. 2000. */
  walletCount?: number
}

export const MAX_WALLET_COUNT = 100_000

/** The listing the server answers from, in listing order. */
export function buildListing(options: ListingOptions = {}): readonly WalletListingEntry[] {
  const base = loadDefaultWallets()
  const count = options.walletCount
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > MAX_WALLET_COUNT)) {
    throw new Error(`walletCount must be an integer from 1 to ${MAX_WALLET_COUNT}, got ${count}`)
  }
  const wallets = count === undefined ? base : generateWallets(count, base.slice(0, 2))
  return options.fixture === 'hostile' ? [...wallets, ...hostileWallets] : wallets
}
