/** A fixed-seed generator (LCG) for tests that compare our encoders with viem's over many inputs: the same inputs every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state
  }
}
