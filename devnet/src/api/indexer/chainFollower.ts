import { formatTransactionReceipt, toHex, type Block, type Hex, type RpcTransactionReceipt, type TransactionReceipt } from 'viem'
import type { ApiChain } from '../chains/apiChains'
import { isUnreachable } from '../chains/chainUnavailable'
import { extractBlockRecords } from './extractBlockRecords'
import { findForkPoint } from './findForkPoint'
import type { IndexStore } from './indexStore'
import type { BlockRecords } from './records'
import { resolveContracts } from './resolveContracts'

/** Blocks read and written per step: one JSON-RPC batch and one database transaction. */
const BATCH_BLOCKS = 50

export type ChainIndexState = 'starting' | 'synced' | 'behind' | 'unreachable' | 'failing'

export interface ChainIndexStatus {
  /** CAIP-2. */
  chain: string
  state: ChainIndexState
  /** The highest block in the index, or null before the first. */
  indexedBlock: number | null
  /** The chain's head when last asked, or null if it never answered. */
  headBlock: number | null
  /** Why the last catch-up failed. */
  error?: string
}

function merge(all: readonly BlockRecords[]): BlockRecords {
  return {
    blocks: all.flatMap((r) => r.blocks),
    txs: all.flatMap((r) => r.txs),
    transfers: all.flatMap((r) => r.transfers),
    participants: all.flatMap((r) => r.participants),
    tokenContracts: new Map(all.flatMap((r) => [...r.tokenContracts])),
  }
}

/**
 * Follows one chain into the index: each catch-up reads the head, checks that the last indexed
 * block is still on the chain (anvil restarts and evm_revert replace blocks; the index then forgets
 * everything above the last block both agree on), and adds the new blocks in batches. Catch-ups
 * never overlap; asking while one runs queues one more, so a caller always sees blocks mined
 * before it asked.
 */
export class ChainFollower {
  #indexed: number | null = null
  #head: number | null = null
  #error: { unreachable: boolean; message: string } | undefined
  #started = false
  #running: Promise<void> | undefined
  #queued: Promise<void> | undefined
  #stopped = false

  constructor(
    readonly chain: ApiChain,
    private readonly store: IndexStore,
    private readonly log: (line: string) => void,
  ) {}

  status(): ChainIndexStatus {
    const state: ChainIndexState = this.#error
      ? this.#error.unreachable
        ? 'unreachable'
        : 'failing'
      : !this.#started
        ? 'starting'
        : this.#head !== null && (this.#indexed ?? -1) < this.#head
          ? 'behind'
          : 'synced'
    return { chain: this.chain.caip2, state, indexedBlock: this.#indexed, headBlock: this.#head, ...(this.#error ? { error: this.#error.message } : {}) }
  }

  /** Resolves when a catch-up that started after this call has ended (never rejects: see status()). */
  catchUp(): Promise<void> {
    this.#queued ??= (this.#running ?? Promise.resolve()).then(() => {
      this.#queued = undefined
      this.#running = this.#run().finally(() => {
        this.#running = undefined
      })
      return this.#running
    })
    return this.#queued
  }

  async stop(): Promise<void> {
    this.#stopped = true
    await this.#queued
    await this.#running
  }

  async #run(): Promise<void> {
    if (this.#stopped) return
    try {
      await this.#catchUp()
      if (this.#error) this.log(`indexer: ${this.chain.caip2} answers again; indexed through block ${this.#indexed}`)
      this.#error = undefined
    } catch (error) {
      const unreachable = isUnreachable(error)
      const message = unreachable
        ? `${this.chain.name} (${this.chain.caip2}) at ${this.chain.url} does not answer`
        : error instanceof Error
          ? error.message
          : String(error)
      if (this.#error?.message !== message) this.log(`indexer: ${message}${unreachable ? '' : error instanceof Error && error.stack ? `\n${error.stack}` : ''}`)
      this.#error = { unreachable, message }
    } finally {
      this.#started = true
    }
  }

  async #catchUp(): Promise<void> {
    const { client, chainId, caip2 } = this.chain
    const head = Number(await client.getBlockNumber())
    this.#head = head
    let tip = await this.store.tip(chainId)
    this.#indexed = tip?.number ?? null
    if (tip) {
      const onChain = tip.number <= head ? (await client.getBlock({ blockNumber: BigInt(tip.number) })).hash : undefined
      if (onChain !== tip.hash) {
        const keep = await findForkPoint(Math.min(tip.number, head), async (number) => {
          const [stored, block] = await Promise.all([this.store.blockHash(chainId, number), client.getBlock({ blockNumber: BigInt(number) })])
          return stored === block.hash
        })
        await this.store.rewind(chainId, keep)
        this.log(`indexer: ${caip2} no longer has block ${tip.number} as indexed (restarted or reverted); re-indexing after block ${keep}`)
        tip = keep >= 0 ? { number: keep, hash: (await this.store.blockHash(chainId, keep)) as Hex } : undefined
        this.#indexed = tip?.number ?? null
      }
    }
    let parentHash = tip?.hash
    for (let next = tip ? tip.number + 1 : 0; next <= head && !this.#stopped; ) {
      const numbers = Array.from({ length: Math.min(BATCH_BLOCKS, head - next + 1) }, (_, i) => next + i)
      const [blocks, receipts] = await Promise.all([
        Promise.all(numbers.map((number) => client.getBlock({ blockNumber: BigInt(number), includeTransactions: true }) as Promise<Block<bigint, true>>)),
        Promise.all(
          numbers.map(async (number) =>
            ((await client.request({ method: 'eth_getBlockReceipts', params: [toHex(number)] } as never)) as RpcTransactionReceipt[]).map((raw) =>
              formatTransactionReceipt(raw),
            ),
          ),
        ),
      ])
      // Blocks replaced between our reads (a revert mid-batch): stop here; the next catch-up finds the fork.
      const consistent = blocks.every(
        (block, i) =>
          (i === 0 ? parentHash === undefined || block.parentHash === parentHash : block.parentHash === blocks[i - 1]?.hash) &&
          (receipts[i] as TransactionReceipt[]).every((receipt) => receipt.blockHash === block.hash),
      )
      if (!consistent) return
      const records = merge(blocks.map((block, i) => extractBlockRecords(chainId, block, receipts[i] as TransactionReceipt[])))
      const contracts = await resolveContracts(this.chain, this.store, records.tokenContracts, next)
      await this.store.write(records, contracts)
      next += numbers.length
      this.#indexed = next - 1
      parentHash = blocks.at(-1)?.hash ?? undefined
    }
  }
}
