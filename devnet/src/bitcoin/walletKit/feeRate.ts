/** The confirmation target (blocks) whose /fee-estimates rate a transfer pays (about an hour on mainnet). */
export const FEE_TARGET_BLOCKS = 6

/** The fee rate to pay, sat/vB: the target's estimate, else the nearest slower target's, else the slowest given. */
export function feeRateOf(estimates: Record<string, number>): number {
  const targets = Object.keys(estimates)
    .map(Number)
    .sort((a, b) => a - b)
  const target = targets.find((blocks) => blocks >= FEE_TARGET_BLOCKS) ?? targets.at(-1)
  if (target === undefined) throw new Error('the fee estimates are empty')
  return estimates[String(target)] as number
}
