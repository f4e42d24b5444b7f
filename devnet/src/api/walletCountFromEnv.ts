import { MAX_WALLET_COUNT } from './listing/buildListing'

/** BERTH_DEVNET_WALLETS=2000 → 2000; unset or empty → undefined; anything else throws, naming the variable. */
export function walletCountFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.BERTH_DEVNET_WALLETS?.trim()
  if (!raw) return undefined
  return parseWalletCount(raw, 'BERTH_DEVNET_WALLETS')
}

export function parseWalletCount(raw: string, source: string): number {
  const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(count) || count < 1 || count > MAX_WALLET_COUNT) {
    throw new Error(`${source} must be a whole number from 1 to ${MAX_WALLET_COUNT}, got '${raw}'`)
  }
  return count
}
