import type { PGlite } from '@electric-sql/pglite'
import type { ApiChain } from '../chains/apiChains'
import { ChainFollower, type ChainIndexStatus } from './chainFollower'
import { createIndexReads, type IndexReads } from './indexReads'
import { createIndexStore } from './indexStore'

export interface ChainIndexer {
  /**
   * Catches the given chains up with their heads, waiting at most `waitMs`; resolves with their
   * statuses either way (a chain still catching up is 'behind', a chain that is down 'unreachable').
   */
  sync(chains: readonly ApiChain[], waitMs: number): Promise<ChainIndexStatus[]>
  status(chain: ApiChain): ChainIndexStatus
  reads: IndexReads
  stop(): Promise<void>
}

export interface StartChainIndexerOptions {
  db: PGlite
  chains: readonly ApiChain[]
  /** How often each chain is polled for new blocks. */
  pollMs?: number
  log?: (line: string) => void
}

export const DEFAULT_INDEXER_POLL_MS = 1000

/**
 * Follows every chain into the API's database: polls each every `pollMs` (anvil mines on demand,
 * so polling the head is all a follower needs), and catches up at once when a reader asks.
 */
export function startChainIndexer(options: StartChainIndexerOptions): ChainIndexer {
  const log = options.log ?? (() => {})
  const store = createIndexStore(options.db)
  const followers = new Map(options.chains.map((chain) => [chain.chainId, new ChainFollower(chain, store, log)]))
  const pollMs = options.pollMs ?? DEFAULT_INDEXER_POLL_MS
  let stopped = false
  const timers = new Set<ReturnType<typeof setTimeout>>()

  const poll = (follower: ChainFollower) => {
    void follower.catchUp().then(() => {
      if (stopped) return
      const timer = setTimeout(() => {
        timers.delete(timer)
        poll(follower)
      }, pollMs)
      timers.add(timer)
    })
  }
  for (const follower of followers.values()) poll(follower)

  const followerOf = (chain: ApiChain) => {
    const follower = followers.get(chain.chainId)
    if (!follower) throw new Error(`the indexer does not follow ${chain.caip2}`)
    return follower
  }

  return {
    async sync(chains, waitMs) {
      const selected = chains.map(followerOf)
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        Promise.all(selected.map((follower) => follower.catchUp())),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs)
        }),
      ])
      clearTimeout(timer)
      return selected.map((follower) => follower.status())
    },
    status: (chain) => followerOf(chain).status(),
    reads: createIndexReads(options.db),
    async stop() {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.all([...followers.values()].map((follower) => follower.stop()))
    },
  }
}
