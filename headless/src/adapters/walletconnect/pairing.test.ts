import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_TIMEOUT_MS, PAIRING_EXPIRY_MS, waitForApproval, type WaitForApprovalParameters } from './pairing.js'

type Deferred = { resolve(value: string): void; reject(error: unknown): void }

/** Pairings a test settles by hand; each shows its URI at once unless `showUri` is false. */
function pairings({ showUri = true } = {}) {
  const started: Deferred[] = []
  let uriShown: (() => void) | undefined
  const pair = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve, reject })
      if (showUri) uriShown?.()
    })
  const nextUri = () => new Promise<void>((resolve) => (uriShown = resolve))
  return { started, pair, nextUri }
}

function wait(overrides: Partial<WaitForApprovalParameters<string>> & Pick<WaitForApprovalParameters<string>, 'pair' | 'nextUri'>) {
  return waitForApproval<string>({
    refreshMs: PAIRING_EXPIRY_MS,
    timeoutMs: APPROVAL_TIMEOUT_MS,
    uriTimeoutMs: 10_000,
    onTimeout: (ms) => new Error(`timed out after ${ms} ms`),
    onNoUri: (ms) => new Error(`no URI within ${ms} ms`),
    ...overrides,
  })
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('waitForApproval: URI refresh', () => {
  it('is 4 min (docs/constants.md), inside a 10 min wait', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000)
    expect(APPROVAL_TIMEOUT_MS).toBe(600_000)
  })

  it('pairs once at start and again each time the pairing expires, twice within the default wait', async () => {
    const { started, pair, nextUri } = pairings()
    void wait({ pair, nextUri }).catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(started).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - 1)
    expect(started).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    expect(started).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(APPROVAL_TIMEOUT_MS)
    expect(started).toHaveLength(3)
  })

  it('resolves with whichever pairing is approved and stops refreshing', async () => {
    const { started, pair, nextUri } = pairings()
    const result = wait({ pair, nextUri, refreshMs: 1_000, timeoutMs: 60_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    started[1]!.resolve('session')
    await expect(result).resolves.toBe('session')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(started).toHaveLength(2)
  })

  it('ignores a superseded pairing expiring, and rejects when the latest is rejected', async () => {
    const { started, pair, nextUri } = pairings()
    const result = wait({ pair, nextUri, refreshMs: 1_000, timeoutMs: 60_000 })
    const settled = vi.fn()
    result.then(settled, settled)
    await vi.advanceTimersByTimeAsync(1_000)
    started[0]!.reject(new Error('Proposal expired'))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).not.toHaveBeenCalled()
    started[1]!.reject({ code: 5000, message: 'User rejected.' })
    await expect(result).rejects.toEqual({ code: 5000, message: 'User rejected.' })
  })

  it('gives up after the whole wait with onTimeout, without refreshing past it', async () => {
    const { started, pair, nextUri } = pairings()
    const result = wait({ pair, nextUri, refreshMs: 1_000, timeoutMs: 2_500 })
    const assertion = expect(result).rejects.toThrow('timed out after 2500 ms')
    await vi.advanceTimersByTimeAsync(2_500)
    await assertion
    expect(started).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(started).toHaveLength(3)
  })
})

describe('waitForApproval: relay out of reach', () => {
  it('fails with onNoUri when a pairing shows no URI in time', async () => {
    const { pair, nextUri } = pairings({ showUri: false })
    const result = wait({ pair, nextUri })
    const assertion = expect(result).rejects.toThrow('no URI within 10000 ms')
    await vi.advanceTimersByTimeAsync(10_000)
    await assertion
  })

  it('keeps waiting past the URI bound once the URI showed', async () => {
    const { started, pair, nextUri } = pairings()
    const result = wait({ pair, nextUri })
    await vi.advanceTimersByTimeAsync(60_000)
    started[0]!.resolve('late session')
    await expect(result).resolves.toBe('late session')
  })
})

describe('waitForApproval: cancel', () => {
  it('rejects with the abort reason and stops refreshing', async () => {
    const { started, pair, nextUri } = pairings()
    const controller = new AbortController()
    const result = wait({ pair, nextUri, refreshMs: 1_000, signal: controller.signal })
    await vi.advanceTimersByTimeAsync(0)
    controller.abort(new Error('Modal closed'))
    await expect(result).rejects.toThrow('Modal closed')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(started).toHaveLength(1)
  })

  it('does not start pairing when already aborted', async () => {
    const { started, pair, nextUri } = pairings()
    const controller = new AbortController()
    controller.abort(new Error('gone'))
    await expect(wait({ pair, nextUri, signal: controller.signal })).rejects.toThrow('gone')
    expect(started).toHaveLength(0)
  })
})
