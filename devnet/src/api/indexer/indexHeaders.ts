import type { Context } from 'hono'
import type { ChainIndexState, ChainIndexStatus } from './chainFollower'

/** Response headers of the routes that answer from the index (exposed to pages by http/cors.ts). */
export const INDEX_HEADERS = {
  /** 'eip155:31337=140, eip155:31338=95': the highest indexed block per chain ('none' before the first). */
  indexedBlock: 'x-devnet-indexed-block',
  /** 'synced' when every chain asked for was caught up; else the worst state of them. */
  state: 'x-devnet-index-state',
  /** Only when not synced: why, in words. */
  note: 'x-devnet-index-note',
} as const

const severity: readonly ChainIndexState[] = ['synced', 'starting', 'behind', 'failing', 'unreachable']

// Header values are one line of printable ASCII.
const headerText = (text: string) => text.replace(/[^\x20-\x7e]+/g, ' ').slice(0, 400)

/**
 * Says how far the index is, so a client can tell "no history" from "the history shown is what
 * the index has": a chain that is down or still catching up does not fail the request.
 */
export function setIndexHeaders(c: Context, statuses: readonly ChainIndexStatus[]): void {
  c.header(INDEX_HEADERS.indexedBlock, statuses.map((status) => `${status.chain}=${status.indexedBlock ?? 'none'}`).join(', '))
  const worst = statuses.reduce<ChainIndexState>((state, status) => (severity.indexOf(status.state) > severity.indexOf(state) ? status.state : state), 'synced')
  c.header(INDEX_HEADERS.state, worst)
  const notes = statuses
    .filter((status) => status.state !== 'synced')
    .map((status) => {
      const through = status.indexedBlock === null ? 'nothing indexed yet' : `showing what was indexed through block ${status.indexedBlock}`
      const why = status.error ?? (status.state === 'behind' ? `catching up with block ${status.headBlock}` : 'indexer starting')
      return `${status.chain}: ${why}; ${through}`
    })
  if (notes.length > 0) c.header(INDEX_HEADERS.note, headerText(notes.join(' | ')))
}
