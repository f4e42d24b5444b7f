/** docs/constants.md: assumed when a network does not say how often it makes blocks. */
export const DEFAULT_BLOCK_TIME_MS = 12_000
export const MIN_POLLING_INTERVAL_MS = 500
export const MAX_POLLING_INTERVAL_MS = 4_000

/** docs/constants.md: half the block time, clamped to 500..4000 ms. */
export function pollingInterval(blockTimeMs: number = DEFAULT_BLOCK_TIME_MS): number {
  const blockTime = blockTimeMs > 0 && Number.isFinite(blockTimeMs) ? blockTimeMs : DEFAULT_BLOCK_TIME_MS
  return Math.min(Math.max(Math.floor(blockTime / 2), MIN_POLLING_INTERVAL_MS), MAX_POLLING_INTERVAL_MS)
}
