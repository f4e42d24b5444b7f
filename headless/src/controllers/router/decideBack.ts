import type { RouteEntry } from './views.js'

export type BackDecision = { type: 'close' } | { type: 'go'; history: RouteEntry[] }

/** docs/views.md: back from the first view closes; back onto Connect while connected shows Account. */
export function decideBack(history: readonly RouteEntry[], connected: boolean): BackDecision {
  if (history.length <= 1) return { type: 'close' }
  const next = history.slice(0, -1)
  const last = next[next.length - 1]
  if (connected && last?.view === 'Connect') next[next.length - 1] = { view: 'Account' }
  return { type: 'go', history: next }
}

/**
 * After a successful switch from the network list, return to the view that opened the list;
 * without one there is nothing to go back to, so the modal closes.
 */
export function decideAfterNetworkSwitch(history: readonly RouteEntry[]): BackDecision {
  const index = history.findIndex((entry) => entry.view === 'Networks')
  if (index >= 1) return { type: 'go', history: history.slice(0, index) }
  return { type: 'close' }
}
