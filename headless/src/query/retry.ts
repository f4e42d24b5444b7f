/** SPEC §9: 3 tries by default, delay doubling from 1 s up to 30 s. */
export const QUERY_RETRY = 3

export function queryRetryDelay(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 30_000)
}
