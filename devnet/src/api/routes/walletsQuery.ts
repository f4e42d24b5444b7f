import { z } from 'zod'
import { badgeTypeSchema, caip2Schema } from '../listing/types'
import { commaList, queryInt } from '../http/sdkQuery'

export const MAX_ENTRIES = 100
export const DEFAULT_ENTRIES = 40

// Apps exclude by id, rdns or name (names have spaces): any value is accepted, one that is no
// listing id simply matches nothing; the client hides rdns and name matches itself.
const walletId = z
  .string()
  .min(1)
  .max(128, 'wallet ids are at most 128 characters')
  .regex(/^[^\u0000-\u001f\u007f<>]+$/, 'wallet ids hold no control characters or markup')

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
