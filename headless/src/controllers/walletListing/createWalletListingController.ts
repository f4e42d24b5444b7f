import type { ApiClient } from '../../api/createApiClient.js'
import type { Store } from '../../store/createStore.js'
import type { ConnectorsState } from '../connectors/createConnectorsController.js'
import {
  markInstalled,
  normaliseSearch,
  pickRecommended,
  RECOMMENDED_WALLETS_COUNT,
  WALLETS_PAGE_SIZE,
  WALLETS_SEARCH_SIZE,
  withoutExcluded,
  type ListedWallet,
  type WalletsPage,
} from './listing.js'

/**
 * Which page of the listing to fetch (from 1) and the search, cleaned like a label and cut at 100
 * characters; an empty search is the plain listing.
 */
export type FetchWalletsPageParameters = { page: number; search?: string | undefined; signal?: AbortSignal | undefined }

/**
 * `client.walletListing`: the wallet-provider API's listing, for AllWallets and the Connect view's
 * recommended wallets; nothing is fetched until one is asked for.
 */
export type WalletListingController = {
  /** One page of GET /getWallets: 40 entries, or 100 when searching; exclusions applied, installed wallets marked. */
  wallets(parameters: FetchWalletsPageParameters): Promise<WalletsPage>
  /** The first 4 listed wallets that are not installed. */
  recommendedWallets(parameters?: { signal?: AbortSignal | undefined }): Promise<ListedWallet[]>
}

export type WalletListingControllerParameters = {
  api: Pick<ApiClient, 'getWallets'>
  connectors: Pick<Store<ConnectorsState>, 'get'>
  include: readonly string[]
  exclude: readonly string[]
  /** CAIP-2 ids of the configured networks. */
  chains: readonly string[]
}

export function createWalletListingController({ api, connectors, include, exclude, chains }: WalletListingControllerParameters): WalletListingController {
  async function fetchPage({ page, search, signal }: FetchWalletsPageParameters): Promise<WalletsPage> {
    const term = normaliseSearch(search)
    const entries = term ? WALLETS_SEARCH_SIZE : WALLETS_PAGE_SIZE
    const result = await api.getWallets({
      page,
      entries,
      ...(include.length > 0 ? { include } : {}),
      ...(exclude.length > 0 ? { exclude } : {}),
      chains,
      ...(term ? { search: term } : {}),
      signal,
    })
    const wallets = markInstalled(withoutExcluded(result.wallets, exclude), connectors.get().connectors)
    return { wallets, count: result.count, page, entries, received: result.wallets.length }
  }
  return {
    wallets: fetchPage,
    async recommendedWallets({ signal } = {}) {
      const first = await fetchPage({ page: 1, signal })
      return pickRecommended(first.wallets, RECOMMENDED_WALLETS_COUNT)
    },
  }
}
