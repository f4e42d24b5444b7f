import type { ApiChain } from './chains/apiChains'
import type { ApiSolanaChain } from './chains/apiSolanaChains'
import type { ApiBitcoinChain } from './chains/apiBitcoinChains'
import type { ChainIndexer } from './indexer/startChainIndexer'
import { buildListing, type ListingOptions } from './listing/buildListing'
import type { WalletListingEntry } from './listing/types'
import type { NamesContext } from './names/namesContext'
import type { OrderStore } from './onramp/orderStore'
import type { SessionsContext } from './sessions/sessionsContext'
import type { ApiStore } from './store'

/** The wallet listing the server answers from; the control API can swap it at run time. */
export class ListingState {
  #options: ListingOptions
  #wallets: readonly WalletListingEntry[]
  #byImageId = new Map<string, WalletListingEntry>()

  constructor(readonly initial: ListingOptions) {
    this.#options = initial
    this.#wallets = []
    this.set(initial)
  }

  get options(): ListingOptions {
    return this.#options
  }
  get wallets(): readonly WalletListingEntry[] {
    return this.#wallets
  }
  /** By image_id, or by wallet id. */
  findImage(id: string): WalletListingEntry | undefined {
    return this.#byImageId.get(id)
  }

  set(options: ListingOptions): void {
    const wallets = buildListing(options)
    this.#options = options
    this.#wallets = wallets
    this.#byImageId = new Map()
    for (const wallet of wallets) {
      this.#byImageId.set(wallet.id, wallet)
      this.#byImageId.set(wallet.image_id, wallet)
    }
  }
}

export interface ApiContext {
  store: ApiStore
  listing: ListingState
  log: (line: string) => void
  /** The EVM chains the data API reads (balances, explorer); empty when it serves none. */
  chains: readonly ApiChain[]
  /** The Solana clusters it reads (balances); none when absent. */
  solanaChains?: readonly ApiSolanaChain[]
  /** The Bitcoin chains it reads (balances) through their Esplora APIs; none when absent. */
  bitcoinChains?: readonly ApiBitcoinChain[]
  /** Follows `chains` into the database for history and NFTs; undefined when started with `indexer: false`. */
  indexer: ChainIndexer | undefined
  /** Sign-in (SIWX) nonces and sessions; without it the /v1/sessions routes are not served. */
  sessions?: SessionsContext
  /** Account names; without them the /v1/profile routes are not served. */
  names?: NamesContext
  /** On-ramp orders; without them the on-ramp routes are not served. */
  orders?: OrderStore
  /** Devnet Ramp's origin, where the checkout URLs point (default http://localhost:8791). */
  rampUrl?: string
}
