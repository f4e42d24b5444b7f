import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { walletListingEntrySchema, type WalletListingEntry } from './types'

const walletsFileSchema = z.object({ wallets: z.array(walletListingEntrySchema).min(1) })

/** devnet/data/wallets.json: the default listing, in listing order (recommended first). */
export const walletsFileUrl = new URL('../../../data/wallets.json', import.meta.url)

let cached: readonly WalletListingEntry[] | undefined

/** Reads and validates the data file once per process. Throws naming the file when it is malformed. */
export function loadDefaultWallets(): readonly WalletListingEntry[] {
  if (cached) return cached
  const parsed = walletsFileSchema.safeParse(JSON.parse(readFileSync(walletsFileUrl, 'utf8')))
  if (!parsed.success) throw new Error(`${walletsFileUrl.pathname}: ${z.prettifyError(parsed.error)}`)
  cached = Object.freeze(parsed.data.wallets)
  return cached
}
