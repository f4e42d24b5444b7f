import type { TransactionRecord } from './transactionRecord'

/** How many recent slots getRecentPrioritizationFees reports (agave's cache holds 150 blocks). */
export const PRIORITIZATION_FEE_SLOTS = 150

/**
 * The devnet's record of processed transactions, which litesvm does not keep: by signature (status,
 * getTransaction, duplicate refusal), by address (getSignaturesForAddress) and by slot (fees).
 */
export class Ledger {
  readonly #bySignature = new Map<string, TransactionRecord>()
  readonly #byAddress = new Map<string, TransactionRecord[]>()
  readonly #recent: TransactionRecord[] = []

  add(record: TransactionRecord): void {
    this.#bySignature.set(record.signature, record)
    for (const key of new Set(record.accountKeys.keys)) {
      const list = this.#byAddress.get(key)
      if (list) list.push(record)
      else this.#byAddress.set(key, [record])
    }
    this.#recent.push(record)
    const oldest = record.slot - PRIORITIZATION_FEE_SLOTS
    while (this.#recent.length > 0 && this.#recent[0]!.slot <= oldest) this.#recent.shift()
  }

  get(signature: string): TransactionRecord | undefined {
    return this.#bySignature.get(signature)
  }

  has(signature: string): boolean {
    return this.#bySignature.has(signature)
  }

  get transactionCount(): number {
    return this.#bySignature.size
  }

  /**
   * The transactions naming `address`, newest first: those before `before` (exclusive, none when it
   * is unknown), down to `until` (exclusive), at most `limit`.
   */
  signaturesForAddress(address: string, options: { limit: number; before?: string | undefined; until?: string | undefined }): TransactionRecord[] {
    const list = this.#byAddress.get(address) ?? []
    let end = list.length
    if (options.before !== undefined) {
      end = list.map((record) => record.signature).lastIndexOf(options.before)
      if (end < 0) return []
    }
    const result: TransactionRecord[] = []
    for (let index = end - 1; index >= 0 && result.length < options.limit; index--) {
      const record = list[index]!
      if (record.signature === options.until) break
      result.push(record)
    }
    return result
  }

  /**
   * For each of the last 150 slots up to `currentSlot`, the lowest compute-unit price among its
   * transactions that write one of `addresses` (any transaction without addresses); 0 for a slot without one.
   */
  recentPrioritizationFees(addresses: readonly string[], currentSlot: number): { slot: number; prioritizationFee: bigint }[] {
    const lowest = new Map<number, bigint>()
    for (const record of this.#recent) {
      const { keys, writable } = record.accountKeys
      if (addresses.length > 0 && !keys.some((key, index) => writable[index] && addresses.includes(key))) continue
      const current = lowest.get(record.slot)
      if (current === undefined || record.computeUnitPrice < current) lowest.set(record.slot, record.computeUnitPrice)
    }
    const first = Math.max(0, currentSlot - PRIORITIZATION_FEE_SLOTS + 1)
    return Array.from({ length: currentSlot - first + 1 }, (_, offset) => ({ slot: first + offset, prioritizationFee: lowest.get(first + offset) ?? 0n }))
  }
}
