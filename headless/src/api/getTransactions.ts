import * as z from 'zod/mini'
import { safeLabel } from '../safety/safeLabel.js'
import { apiRequest, type ApiTransport } from './request.js'
import { safeImageUrl } from '../safety/safeUrl.js'

const transferSchema = z.object({
  fungible_info: z.optional(z.object({ name: z.string(), symbol: z.string(), icon: z.optional(z.nullable(z.object({ url: z.nullable(z.string()) }))) })),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.nullable(z.string())),
      content: z.optional(z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: z.nullable(z.string()) }))) }))),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: z.optional(z.string()),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})

export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.optional(z.string()),
    minedAt: z.string(),
    chain: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
  }),
  transfers: z.array(transferSchema),
})

/** docs/entities.md: data[] and an optional next cursor. */
export const getTransactionsSchema = z.object({ data: z.array(transactionSchema), next: z.optional(z.nullable(z.string())) })

/**
 * One thing a transaction moved: its direction from the account's side (undefined when the API
 * gives none it knows), the amount as the API writes it, its USD value, and the token or the NFT.
 */
export type TransactionTransfer = {
  direction: 'in' | 'out' | 'self' | undefined
  quantity: string
  /** USD, when the API prices it. */
  value: number | undefined
  fungible: { name: string; symbol: string; iconUrl: string | undefined } | undefined
  nft: { name: string; imageUrl: string | undefined; isSpam: boolean } | undefined
}

/**
 * One entry of an account's history from the data API, its text cleaned and its images checked:
 * the operation, its hash, when it was mined, on which chain, between whom, and what it moved.
 */
export type Transaction = {
  id: string
  hash: string | undefined
  operationType: string
  minedAt: string
  /** CAIP-2. */
  chain: string
  status: string
  sentFrom: string
  sentTo: string
  transfers: TransactionTransfer[]
}

/** One page of an account's history; `next` is the cursor of the following page, undefined on the last. */
export type TransactionsPage = { transactions: Transaction[]; next: string | undefined }

/** Whose history client.api.getTransactions reads, on one network or all, from which page (`cursor`, the previous page's `next`). */
export type GetTransactionsParameters = {
  account: string
  /** CAIP-2. */
  chainId?: string
  cursor?: string
  onramp?: string
  signal?: AbortSignal
}

const DIRECTIONS = new Set(['in', 'out', 'self'])

/** GET /v1/account/{account}/history. */
export async function getTransactions(transport: ApiTransport, parameters: GetTransactionsParameters): Promise<TransactionsPage> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: `/v1/account/${encodeURIComponent(parameters.account)}/history`,
    query: { chainId: parameters.chainId, cursor: parameters.cursor, onramp: parameters.onramp },
    schema: getTransactionsSchema,
    signal: parameters.signal,
  })
  const image = (url: string | null | undefined) => safeImageUrl(url, { api: transport.apiUrl })
  return {
    transactions: body.data.map((entry) => ({
      id: entry.id,
      hash: entry.metadata.hash,
      operationType: entry.metadata.operationType,
      minedAt: entry.metadata.minedAt,
      chain: entry.metadata.chain,
      status: entry.metadata.status,
      sentFrom: entry.metadata.sentFrom,
      sentTo: entry.metadata.sentTo,
      transfers: entry.transfers.map((transfer) => ({
        direction: transfer.direction && DIRECTIONS.has(transfer.direction) ? (transfer.direction as 'in' | 'out' | 'self') : undefined,
        quantity: transfer.quantity.numeric,
        value: transfer.value,
        fungible: transfer.fungible_info
          ? { name: safeLabel(transfer.fungible_info.name), symbol: safeLabel(transfer.fungible_info.symbol), iconUrl: image(transfer.fungible_info.icon?.url) }
          : undefined,
        nft: transfer.nft_info
          ? {
              name: safeLabel(transfer.nft_info.name ?? '') || 'NFT',
              imageUrl: image(transfer.nft_info.content?.preview?.url),
              isSpam: transfer.nft_info.flags.is_spam,
            }
          : undefined,
      })),
    })),
    next: body.next ?? undefined,
  }
}
