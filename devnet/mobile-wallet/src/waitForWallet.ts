import type { MobileWallet } from './mobileWallet'
import type { PendingRequest, WalletState } from './state'

/**
 * For tests that drive the Devnet Mobile Wallet in Node: resolves with what `check` finds in the
 * wallet's state once it finds something, or fails after `ms` naming `what` and the wallet's error.
 */
export function waitForWallet<T>(wallet: MobileWallet, check: (state: WalletState) => T | undefined, what: string, ms = 20_000): Promise<T> {
  const found = check(wallet.store.get())
  if (found !== undefined) return Promise.resolve(found)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`${what}: not within ${ms} ms (wallet error: ${wallet.store.get().error ?? 'none'})`))
    }, ms)
    const stop = wallet.store.subscribe((state) => {
      const value = check(state)
      if (value === undefined) return
      clearTimeout(timer)
      stop()
      resolve(value)
    })
  })
}

/** The first request card of `method` the wallet shows. */
export const nextWalletRequest = (wallet: MobileWallet, method: string): Promise<PendingRequest> =>
  waitForWallet(wallet, (state) => state.requests.find((request) => request.method === method), `a ${method} card in the wallet`)
