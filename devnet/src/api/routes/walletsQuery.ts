import { z } from 'zod'
import { badgeTypeSchema, caip2Schema } from '../listing/types'
import { commaList, queryInt } from '../http/sdkQuery'

export const MAX_ENTRIES = 100
export const DEFAULT_ENTRIES = 40

const walletId = z.string().max(128, 'wallet ids are at most 128 characters').regex(/^[\w.:-]+$/, 'wallet ids are [A-Za-z0-9_.:-]')

/** Query of GET /getWallets (besides projectId/st/sv). `search` is plain text of any length. */
export const walletsQuerySchema = z.object({
  page: queryInt(1, 1_000_000).default(1),
  entries: queryInt(1, MAX_ENTRIES).default(DEFAULT_ENTRIES),
  include: commaList(walletId).optional(),
  exclude: commaList(walletId).optional(),
  chains: commaList(caip2Schema, 100).optional(),
  search: z.string().optional(),
  badge_type: badgeTypeSchema.optional(),
})
export type WalletsQuery = z.infer<typeof walletsQuerySchema>
