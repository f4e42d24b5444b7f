/** docs/constants.md: a pairing URI expires after 4 min; a fresh one replaces it while the user still looks at the QR. */
export const PAIRING_EXPIRY_MS = 4 * 60_000

/**
 * How long a QR code waits for a wallet in all, across refreshes: long enough that the 4 min
 * refresh happens (a person may take minutes to find their phone), short enough to end.
 */
export const APPROVAL_TIMEOUT_MS = 10 * 60_000

export type WaitForApprovalParameters<T> = {
  /** Starts one pairing (a new URI is emitted) and resolves when the wallet approves it. */
  pair(): Promise<T>
  /** Resolves when the next URI is shown; subscribed before each pair() starts. */
  nextUri(): Promise<void>
  /** How often the URI is replaced while no wallet has answered. */
  refreshMs: number
  /** The whole wait, across refreshes. */
  timeoutMs: number
  /** A pairing whose URI does not come within this means the relay is out of reach. */
  uriTimeoutMs: number
  onTimeout(waitedMs: number): unknown
  onNoUri(waitedMs: number): unknown
  /** Ends the wait with the signal's reason (the user left the QR code). */
  signal?: AbortSignal
}

/**
 * Pairs, and pairs again every `refreshMs` until one pairing is approved, `timeoutMs` passes, a
 * pairing's URI never comes, or `signal` aborts. Only the latest pairing's failures count: a
 * superseded URI expiring is not the user saying no.
 */
export function waitForApproval<T>(parameters: WaitForApprovalParameters<T>): Promise<T> {
  const { pair, nextUri, refreshMs, timeoutMs, uriTimeoutMs, signal } = parameters
  return new Promise<T>((resolve, reject) => {
    let attempt = 0
    let settled = false
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        run()
      }, ms)
      timers.add(timer)
      return timer
    }
    const onAbort = () => finish(() => reject(signal?.reason))
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      timers.forEach(clearTimeout)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    let refresh: ReturnType<typeof setTimeout> | undefined
    const start = () => {
      const current = ++attempt
      let shown = false
      nextUri().then(
        () => (shown = true),
        () => undefined,
      )
      const uriTimer = later(uriTimeoutMs, () => {
        if (!shown && current === attempt) finish(() => reject(parameters.onNoUri(uriTimeoutMs)))
      })
      Promise.resolve()
        .then(pair)
        .then(
          (value) => finish(() => resolve(value)),
          (error: unknown) => {
            if (current === attempt) finish(() => reject(error))
          },
        )
        .finally(() => clearTimeout(uriTimer))
      if (refresh) clearTimeout(refresh)
      if (refreshMs > 0 && refreshMs < timeoutMs) refresh = later(refreshMs, start)
    }
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort)
    later(timeoutMs, () => finish(() => reject(parameters.onTimeout(timeoutMs))))
    start()
  })
}
