import { RequestTimeoutError } from '../../errors/provider.js'

/** SPEC §9: a pairing URI expires after 4 min; a fresh one replaces it while the user still looks at the QR. */
export const PAIRING_EXPIRY_MS = 4 * 60_000

export type WaitForApprovalParameters<T> = {
  /** Starts one pairing (a new URI is emitted) and resolves when the wallet approves it. */
  pair(): Promise<T>
  /** How often the URI is replaced while no wallet has answered. */
  refreshMs: number
  /** The whole wait, across refreshes. */
  timeoutMs: number
}

/**
 * Pairs, and pairs again every `refreshMs` until one pairing is approved or `timeoutMs` passes.
 * Only the latest pairing's rejection counts: a superseded URI expiring is not the user saying no.
 */
export function waitForApproval<T>({ pair, refreshMs, timeoutMs }: WaitForApprovalParameters<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let attempt = 0
    let settled = false
    let refresh: ReturnType<typeof setTimeout> | undefined
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(refresh)
      clearTimeout(timeout)
      settle()
    }
    const start = () => {
      const current = ++attempt
      Promise.resolve()
        .then(pair)
        .then(
          (value) => finish(() => resolve(value)),
          (error: unknown) => {
            if (current === attempt) finish(() => reject(error))
          },
        )
      clearTimeout(refresh)
      if (refreshMs > 0 && refreshMs < timeoutMs) refresh = setTimeout(start, refreshMs)
    }
    const timeout = setTimeout(() => finish(() => reject(new RequestTimeoutError('wc_sessionPropose', timeoutMs))), timeoutMs)
    start()
  })
}
