/**
 * The highest block number in [0, upTo] at which the index and the chain still agree, or -1 when
 * they agree nowhere (a chain restarted from a new genesis). Blocks are a chain: agreeing at n
 * means agreeing at every block below n, so a binary search needs about log2(upTo) lookups.
 */
export async function findForkPoint(upTo: number, agrees: (number: number) => Promise<boolean>): Promise<number> {
  let low = -1 // agrees (or nothing below 0)
  let high = upTo + 1 // disagrees, or past the end
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (await agrees(middle)) low = middle
    else high = middle
  }
  return low
}
