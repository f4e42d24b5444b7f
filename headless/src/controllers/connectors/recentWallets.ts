import * as z from 'zod/mini'

export type RecentWallet = { id: string; name: string }

export const MAX_RECENT_WALLETS = 2

export const recentWalletsSchema = z.array(z.object({ id: z.string(), name: z.string() }))

/** SPEC §5: at most 2, newest first, no duplicates. */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS)
}
