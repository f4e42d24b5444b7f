import type { Transaction } from '../../api/getTransactions.js'
import type { OnrampPurchase } from '../../types/onramp.js'

const STATUS: Record<string, OnrampPurchase['status']> = { confirmed: 'confirmed', pending: 'pending', failed: 'failed' }

/** The purchases among history entries (the `onramp` filter's answer): what arrived, its state, newest first. */
export function toOnrampPurchases(transactions: readonly Transaction[]): OnrampPurchase[] {
  return transactions
    .flatMap((entry) => {
      const transfer = entry.transfers.find((candidate) => candidate.fungible !== undefined && candidate.direction !== 'out')
      if (!transfer?.fungible) return []
      return [
        {
          id: entry.id,
          status: STATUS[entry.status] ?? 'pending',
          chain: entry.chain,
          hash: entry.hash,
          paidAt: entry.minedAt,
          symbol: transfer.fungible.symbol,
          quantity: transfer.quantity,
        } satisfies OnrampPurchase,
      ]
    })
    .sort((a, b) => Date.parse(b.paidAt) - Date.parse(a.paidAt))
}

/** How far a provider's clock may be behind the page's when it dates a purchase. */
export const PURCHASE_CLOCK_SKEW_MS = 2 * 60_000

/**
 * The purchases a checkout made: not among `knownIds` (those listed before it opened) and, when
 * `since` is given (when it opened, ms), paid after it, give or take the providers' clock skew, so
 * an older purchase the first read missed is not taken for this one.
 */
export function newPurchases(purchases: readonly OnrampPurchase[], knownIds: readonly string[], since?: number): OnrampPurchase[] {
  const known = new Set(knownIds)
  return purchases.filter((purchase) => !known.has(purchase.id) && (since === undefined || Date.parse(purchase.paidAt) >= since - PURCHASE_CLOCK_SKEW_MS))
}

/** The purchases confirmed in `next` that were not confirmed in `previous`: each means new funds on the account. */
export function newlyConfirmed(previous: readonly OnrampPurchase[] | undefined, next: readonly OnrampPurchase[]): OnrampPurchase[] {
  if (!previous) return []
  const confirmed = new Set(previous.filter((purchase) => purchase.status === 'confirmed').map((purchase) => purchase.id))
  return next.filter((purchase) => purchase.status === 'confirmed' && !confirmed.has(purchase.id))
}
