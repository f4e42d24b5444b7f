/** How many blocks a blockhash stays usable after its own: agave's MAX_PROCESSING_AGE. */
export const MAX_PROCESSING_AGE = 150

/**
 * The recent blockhashes a transaction may name, each with the block height it was produced at.
 * litesvm accepts only its latest blockhash (or, with the check off, any): this window is what
 * makes the devnet accept the last ~150 and refuse older ones, as a cluster does.
 */
export class BlockhashWindow {
  readonly #heights = new Map<string, number>()

  constructor(readonly maxAge: number = MAX_PROCESSING_AGE) {}

  /** Records the blockhash of the block at `blockHeight` and forgets those no transaction may name any more. */
  add(blockhash: string, blockHeight: number): void {
    this.#heights.set(blockhash, blockHeight)
    for (const [hash, height] of this.#heights) {
      // Map keeps insertion order: the oldest come first.
      if (height >= blockHeight - this.maxAge) break
      this.#heights.delete(hash)
    }
  }

  /** The last block height at which a transaction naming `blockhash` is accepted; undefined for one never seen or forgotten. */
  lastValidBlockHeight(blockhash: string): number | undefined {
    const height = this.#heights.get(blockhash)
    return height === undefined ? undefined : height + this.maxAge
  }

  isValid(blockhash: string, currentBlockHeight: number): boolean {
    const last = this.lastValidBlockHeight(blockhash)
    return last !== undefined && currentBlockHeight <= last
  }

  get size(): number {
    return this.#heights.size
  }
}
