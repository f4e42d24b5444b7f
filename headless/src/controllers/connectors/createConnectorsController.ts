import type { Connector } from '../../adapters/connector.js'
import { watchInjectedConnectors, type DiscoveryTarget } from '../../adapters/discovery/eip6963.js'
import type { Storage } from '../../storage/createStorage.js'
import type { Logger } from '../../storage/types.js'
import { createStore, type Store } from '../../store/createStore.js'
import { addRecentWallet, recentWalletsSchema, type RecentWallet } from './recentWallets.js'

/**
 * `client.connectors.store`: the wallets found so far (WalletConnect's first when it is configured,
 * then the others in the order they announced themselves) and the recent wallets (at most 2, newest
 * first, kept in storage).
 */
export type ConnectorsState = { connectors: Connector[]; recentWallets: RecentWallet[] }

export type ConnectorsController = {
  store: Store<ConnectorsState>
  /** Starts wallet discovery on the window; returns the stop function. */
  watch(target: DiscoveryTarget): () => void
  get(id: string): Connector | undefined
  /** Resolves when a connector with this id is known, or undefined after waitMs. */
  waitFor(id: string, waitMs: number): Promise<Connector | undefined>
  rememberRecent(wallet: RecentWallet): void
}

/** A namespace's wallet discovery (an `adapters` option's): reports the whole list on each change; returns the stop function. */
export type Discovery = (target: DiscoveryTarget, onChange: (connectors: Connector[]) => void) => () => void

/**
 * `kept`: a connector that is always listed (WalletConnect's, when configured). Discovery replaces
 * the list with what it found, so it is put back, first, whenever a change drops it. `discoveries`:
 * the other namespaces' wallet discovery, listed after EIP-6963's wallets in the order given.
 */
export function createConnectorsController(storage: Storage, logger: Logger, kept?: Connector, discoveries: readonly Discovery[] = []): ConnectorsController {
  const store = createStore<ConnectorsState>({ connectors: kept ? [kept] : [], recentWallets: [] }, () => ({
    recentWallets: storage.get('recent-wallets', recentWalletsSchema) ?? [],
  }))
  if (kept) {
    store.subscribe(({ connectors }) => {
      if (!connectors.includes(kept)) store.set({ connectors: [kept, ...connectors.filter((entry) => entry.id !== kept.id)] })
    })
  }
  const get = (id: string) => store.get().connectors.find((connector) => connector.id === id)
  return {
    store,
    watch(target) {
      // One list per source; the store holds them joined, EIP-6963's first.
      const found: Connector[][] = [[], ...discoveries.map(() => [])]
      const report = (index: number) => (connectors: Connector[]) => {
        found[index] = connectors
        store.set({ connectors: found.flat() })
      }
      const stops = [watchInjectedConnectors(target, report(0), logger), ...discoveries.map((discover, index) => discover(target, report(index + 1)))]
      return () => {
        for (const stop of stops) stop()
      }
    },
    get,
    waitFor(id, waitMs) {
      const known = get(id)
      if (known || waitMs <= 0) return Promise.resolve(known)
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          unsubscribe()
          resolve(undefined)
        }, waitMs)
        const unsubscribe = store.subscribe(() => {
          const connector = get(id)
          if (!connector) return
          clearTimeout(timer)
          unsubscribe()
          resolve(connector)
        })
      })
    },
    rememberRecent(wallet) {
      const recentWallets = addRecentWallet(store.get().recentWallets, wallet)
      store.set({ recentWallets })
      storage.set('recent-wallets', recentWallets)
    },
  }
}
