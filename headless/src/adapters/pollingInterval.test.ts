import { describe, expect, it } from 'vitest'
import { DEFAULT_BLOCK_TIME_MS, pollingInterval } from './pollingInterval.js'

describe('pollingInterval (docs/constants.md)', () => {
  it('is half the block time', () => {
    expect(pollingInterval(2_000)).toBe(1_000)
    expect(pollingInterval(5_001)).toBe(2_500)
  })

  it('is clamped to 500..4000 ms', () => {
    expect(pollingInterval(250)).toBe(500)
    expect(pollingInterval(1_000)).toBe(500)
    expect(pollingInterval(8_000)).toBe(4_000)
    expect(pollingInterval(60_000)).toBe(4_000)
  })

  it('assumes a 12 s block time when none is known (so 4000 ms)', () => {
    expect(DEFAULT_BLOCK_TIME_MS).toBe(12_000)
    expect(pollingInterval()).toBe(4_000)
    expect(pollingInterval(0)).toBe(4_000)
    expect(pollingInterval(Number.NaN)).toBe(4_000)
  })
})
