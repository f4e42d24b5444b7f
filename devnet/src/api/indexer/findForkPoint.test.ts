import { describe, expect, it } from 'vitest'
import { findForkPoint } from './findForkPoint'

describe('findForkPoint', () => {
  it('finds the last agreeing block with a logarithmic number of lookups', async () => {
    for (const fork of [-1, 0, 1, 57, 998, 999, 1000]) {
      const asked: number[] = []
      const found = await findForkPoint(1000, async (n) => {
        asked.push(n)
        return n <= fork
      })
      expect(found, `fork at ${fork}`).toBe(Math.min(fork, 1000))
      expect(asked.length).toBeLessThanOrEqual(11)
      expect(asked.every((n) => n >= 0 && n <= 1000)).toBe(true)
    }
  })

  it('handles an index of a single block', async () => {
    expect(await findForkPoint(0, async () => true)).toBe(0)
    expect(await findForkPoint(0, async () => false)).toBe(-1)
  })
})
