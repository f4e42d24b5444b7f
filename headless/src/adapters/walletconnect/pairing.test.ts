import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAIRING_EXPIRY_MS, waitForApproval } from './pairing.js'

type Deferred = { resolve(value: string): void; reject(error: unknown): void }

function pairings() {
  const started: Deferred[] = []
  const pair = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve, reject })
    })
  return { started, pair }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('waitForApproval: URI refresh', () => {
  it('is 4 min (SPEC §9)', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000)
  })

  it('pairs once at start and again each time the pairing expires', async () => {
    const { started, pair } = pairings()
    void waitForApproval({ pair, refreshMs: PAIRING_EXPIRY_MS, timeoutMs: 15 * 60_000 }).catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - 1)
    expect(started).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    expect(started).toHaveLength(3)
  })

  it('resolves with whichever pairing is approved and stops refreshing', async () => {
    const { started, pair } = pairings()
    const result = waitForApproval({ pair, refreshMs: 1_000, timeoutMs: 60_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    started[1]!.resolve('session')
    await expect(result).resolves.toBe('session')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(started).toHaveLength(2)
  })

  it('ignores a superseded pairing expiring, and rejects when the latest is rejected', async () => {
    const { started, pair } = pairings()
    const result = waitForApproval({ pair, refreshMs: 1_000, timeoutMs: 60_000 })
    const settled = vi.fn()
    result.then(settled, settled)
    await vi.advanceTimersByTimeAsync(1_000)
    started[0]!.reject(new Error('Proposal expired'))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).not.toHaveBeenCalled()
    started[1]!.reject({ code: 5000, message: 'User rejected.' })
    await expect(result).rejects.toEqual({ code: 5000, message: 'User rejected.' })
  })

  it('gives up after the timeout, without refreshing past it', async () => {
    const { started, pair } = pairings()
    const result = waitForApproval({ pair, refreshMs: 1_000, timeoutMs: 2_500 })
    const assertion = expect(result).rejects.toMatchObject({ shortMessage: 'Request timed out' })
    await vi.advanceTimersByTimeAsync(2_500)
    await assertion
    expect(started).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(started).toHaveLength(3)
  })

  it('does not refresh when the timeout comes first (default 120 s connect timeout)', async () => {
    const { started, pair } = pairings()
    const result = waitForApproval({ pair, refreshMs: PAIRING_EXPIRY_MS, timeoutMs: 120_000 })
    const assertion = expect(result).rejects.toMatchObject({ shortMessage: 'Request timed out' })
    await vi.advanceTimersByTimeAsync(120_000)
    await assertion
    expect(started).toHaveLength(1)
  })
})
