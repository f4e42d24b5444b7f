import { z } from 'zod'

/** CAIP-2 chain id, e.g. 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'. */
export const caip2Schema = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id')

export const badgeTypeSchema = z.enum(['certified', 'none'])
export type WalletBadgeType = z.infer<typeof badgeTypeSchema>

/**
 * One entry of GET /getWallets. Links are null when the wallet has none. The default listing only
 * holds well-formed entries; the hostile fixture breaks the rules on purpose (markup in names,
 * javascript: links, an http image_url), so the schema here is deliberately loose about content.
 */
export const walletListingEntrySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image_id: z.string().min(1),
  homepage: z.string().nullable(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  app_store: z.string().nullable(),
  play_store: z.string().nullable(),
  rdns: z.string().nullable(),
  chains: z.array(z.string()),
  badge_type: badgeTypeSchema.optional(),
  /** Only in the hostile fixture: a direct image URL the client must refuse (not https/data:). */
  image_url: z.string().optional(),
})
export type WalletListingEntry = z.infer<typeof walletListingEntrySchema>

export interface WalletListingPage {
  /** Number of entries matching the filters, before paging. */
  count: number
  data: WalletListingEntry[]
}

/** Which listing the server serves: the data file, the data file plus hostile entries, or N generated ones. */
export type WalletListingFixture = 'default' | 'hostile'
