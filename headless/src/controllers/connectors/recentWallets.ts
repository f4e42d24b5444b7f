import { storedShape } from '../../storage/createStorage.js'

/**
 * A wallet the visitor connected with lately, kept in storage so that Connect lists it under
 * recent: the connector's id (or, for a listed wallet chosen through WalletConnect, the listing's)
 * and its name.
 */
export type RecentWallet = { id: string; name: string }

export const MAX_RECENT_WALLETS = 2

export const recentWalletsSchema = storedShape(
  (value: unknown): value is RecentWallet[] =>
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        !!entry && typeof entry === 'object' && typeof (entry as RecentWallet).id === 'string' && typeof (entry as RecentWallet).name === 'string',
    ),
)

/** docs/validation.md: at most 2, newest first, no duplicates. */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, MAX_RECENT_WALLETS)
}
