import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { safeLabel } from '../safety/safeLabel.js'
import { apiRequest, type ApiTransport } from './request.js'
import { safeLinkUrl } from '../safety/safeUrl.js'
import { walletImageUrl } from './walletImageUrl.js'

const optionalText = z.optional(z.nullable(z.string()))

export const walletListingEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: optionalText,
  homepage: optionalText,
  mobile_link: optionalText,
  desktop_link: optionalText,
  webapp_link: optionalText,
  app_store: optionalText,
  play_store: optionalText,
  rdns: optionalText,
  chains: z.optional(z.nullable(z.array(z.string()))),
  badge_type: optionalText,
})

/** GET /getWallets */
export const getWalletsSchema = z.object({
  count: z.int().check(z.minimum(0)),
  data: z.array(walletListingEntrySchema),
})

export type WalletListingEntry = z.infer<typeof walletListingEntrySchema>

/**
 * A listed wallet's links, each kept only when safeLinkUrl accepts it: its mobile app's deep link,
 * its desktop app, its web app, its homepage and its store pages.
 */
export type WalletLinks = {
  mobile?: string
  desktop?: string
  webapp?: string
  homepage?: string
  appStore?: string
  playStore?: string
}

/** A listing entry as the UI may use it: name as plain text, links and image already checked. */
export type WalletListing = {
  id: string
  name: string
  imageUrl: string | undefined
  rdns?: string
  links: WalletLinks
  chains: string[]
  badgeType?: string
}

export type GetWalletsParameters = {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids of the configured networks. */
  chains?: readonly string[]
  search?: string
  badgeType?: string
  signal?: AbortSignal
}

export type GetWalletsReturnType = { count: number; wallets: WalletListing[] }

export async function getWallets(transport: ApiTransport, parameters: GetWalletsParameters): Promise<GetWalletsReturnType> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'walletApi',
    path: '/getWallets',
    query: {
      page: parameters.page,
      entries: parameters.entries,
      include: parameters.include,
      exclude: parameters.exclude,
      chains: parameters.chains,
      search: parameters.search,
      badge_type: parameters.badgeType,
    },
    schema: getWalletsSchema,
    signal: parameters.signal,
  })
  return { count: body.count, wallets: body.data.map((entry) => normaliseWalletListing(entry, transport)) }
}

/** Drops unsafe links and images, cleans the name; a name that cleans to nothing shows the id. */
export function normaliseWalletListing(entry: WalletListingEntry, transport: Pick<ApiTransport, 'projectId' | 'apiUrl' | 'walletApiUrl'>): WalletListing {
  const links: WalletLinks = {}
  const candidates: [keyof WalletLinks, string | null | undefined][] = [
    ['mobile', entry.mobile_link],
    ['desktop', entry.desktop_link],
    ['webapp', entry.webapp_link],
    ['homepage', entry.homepage],
    ['appStore', entry.app_store],
    ['playStore', entry.play_store],
  ]
  for (const [key, value] of candidates) {
    const safe = safeLinkUrl(value)
    if (safe) links[key] = safe
  }
  const rdns = entry.rdns?.trim()
  const badgeType = entry.badge_type?.trim()
  return {
    id: entry.id,
    name: safeLabel(entry.name) || safeLabel(entry.id),
    imageUrl: entry.image_id ? walletImageUrl(transport, { imageId: entry.image_id }) : undefined,
    ...(rdns ? { rdns } : {}),
    links,
    chains: entry.chains ?? [],
    ...(badgeType ? { badgeType } : {}),
  }
}

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetWalletsErrorType = ApiError
