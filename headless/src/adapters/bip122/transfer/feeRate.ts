import type { FeeEstimates } from '../esplora/schemas.js'

/** The confirmation target, in blocks, a transfer is priced for unless bitcoin()'s `transfer.feeTarget` says otherwise. */
export const DEFAULT_FEE_TARGET = 6
/** No rate below Bitcoin Core's minimum relay fee, 1 sat/vB. */
export const MIN_FEE_RATE = 1

/**
 * The fee rate (sat/vB) for confirming within `target` blocks from Esplora's table: the rate of the
 * largest target not above it (a nearer target is never cheaper), else the rate of the table's
 * smallest target; never below 1 sat/vB. Undefined for an empty table.
 */
export function feeRateFor(estimates: FeeEstimates, target = DEFAULT_FEE_TARGET): number | undefined {
  const entries = Object.entries(estimates)
    .map(([blocks, rate]) => [Number(blocks), rate] as const)
    .filter(([blocks, rate]) => Number.isInteger(blocks) && blocks > 0 && Number.isFinite(rate) && rate > 0)
    .sort((a, b) => a[0] - b[0])
  if (entries.length === 0) return undefined
  const atOrBelow = entries.filter(([blocks]) => blocks <= target).at(-1) ?? entries[0]!
  return Math.max(MIN_FEE_RATE, atOrBelow[1])
}

/** The fee for `vsize` virtual bytes at `rate` sat/vB, rounded up to a whole satoshi. */
export const feeFor = (vsize: number, rate: number): bigint => BigInt(Math.ceil(vsize * rate))
