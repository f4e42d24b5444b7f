/** SPEC §5: the allowance is sufficient only if it is at least the source amount, both in the source token's base units. */
export function allowanceSufficient(allowance: bigint, amount: bigint): boolean {
  return allowance >= amount
}
