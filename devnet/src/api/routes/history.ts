import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from '../history/historyCursor'
import type { HistoryPage } from '../history/historyEntry'
import { toHistoryEntry } from '../history/toHistoryEntry'
import { devnetChainIdSchema, parseAddressParam } from '../http/chainParams'
import { onrampTargets } from '../onramp/onrampOptions'
import { orderAddress } from '../onramp/orderStore'
import { isAddress as isSolanaAddress } from '@solana/kit'
import { parseSdkQuery } from '../http/validate'
import { toOnrampHistoryEntry } from '../onramp/onrampHistoryEntry'
import { imageUrls } from '../images/imageUrls'
import { setIndexHeaders } from '../indexer/indexHeaders'
import { indexerOffResponse } from './indexerOff'

export const HISTORY_PAGE_SIZE = 10
/** How long a request waits for the index to catch up before answering with what it has. */
export const INDEX_SYNC_WAIT_MS = 1500

const cursorSchema = z.string().transform((value, ctx): HistoryCursor => {
  const cursor = decodeHistoryCursor(value)
  if (!cursor) ctx.addIssue({ code: 'custom', message: 'not a cursor this API issued (pass the `next` of the previous page)' })
  return cursor ?? { minedAt: 0, chainId: 0, blockNumber: 0, txIndex: 0 }
})

/**
 * GET /v1/account/:account/history?cursor&chainId&onramp → `{ data: HistoryEntry[], next? }`, newest
 * first, 10 a page, from the chain index (both chains unless chainId). The index is caught up first
 * (for at most 1.5 s); a chain that is down or behind still gets a 200 with what the index has, and
 * the x-devnet-index-* headers say so. onramp=coinbase lists the account's Devnet Ramp purchases instead (paid or
 * crediting, newest first, one page; chainId narrows them), an EVM account's or a Solana one's (base58
 * account, chainId solana:…).
 */
export function historyRoute(app: Hono, { chains, indexer, orders }: ApiContext): void {
  const onramp = z.literal('coinbase', { error: "the only on-ramp is 'coinbase'" })
  const querySchema = z.object({
    cursor: cursorSchema.optional(),
    chainId: devnetChainIdSchema(chains).optional(),
    onramp: onramp.optional(),
    cache: z.string().max(32).optional(),
  })
  const onrampChains = [...new Set(onrampTargets.map((target) => target.chain))]
  const onrampQuerySchema = z.object({
    cursor: z.string().max(256).optional(),
    chainId: z.enum(onrampChains, { error: `expected a chain Devnet Ramp sells on (${onrampChains.join(', ')})` }).optional(),
    onramp,
    cache: z.string().max(32).optional(),
  })
  app.get('/v1/account/:account/history', async (c) => {
    if (c.req.query('onramp') !== undefined) return onrampHistory(c)
    const parsed = parseSdkQuery(c, querySchema)
    if (!parsed.ok) return parsed.response
    const account = parseAddressParam(c, 'account')
    if (!account.ok) return account.response
    const { query, sdk } = parsed.value
    if (!indexer) return indexerOffResponse(c)
    const selected = query.chainId ? [query.chainId] : chains
    setIndexHeaders(c, await indexer.sync(selected, INDEX_SYNC_WAIT_MS))

    const owner = account.value.toLowerCase()
    const rows = await indexer.reads.history(
      owner,
      selected.map((chain) => chain.chainId),
      query.cursor,
      HISTORY_PAGE_SIZE + 1,
    )
    const page = rows.slice(0, HISTORY_PAGE_SIZE)
    const transfers = await indexer.reads.transfers(page)
    const images = imageUrls(new URL(c.req.url).origin, sdk)
    const data = page.map((tx) =>
      toHistoryEntry(
        owner,
        tx,
        transfers.filter((transfer) => transfer.chainId === tx.chainId && transfer.txHash === tx.hash),
        images,
      ),
    )
    const last = page.at(-1)
    return c.json({ data, ...(rows.length > HISTORY_PAGE_SIZE && last ? { next: encodeHistoryCursor(last) } : {}) } satisfies HistoryPage)
  })

  /** The account's Devnet Ramp purchases: an EVM account (any case) or a Solana one (base58, @solana/kit's isAddress). */
  async function onrampHistory(c: Context): Promise<Response> {
    const parsed = parseSdkQuery(c, onrampQuerySchema)
    if (!parsed.ok) return parsed.response
    const param = c.req.param('account') ?? ''
    let owner = param
    if (!isSolanaAddress(param)) {
      const account = parseAddressParam(c, 'account')
      if (!account.ok) return account.response
      owner = account.value
    }
    const { query, sdk } = parsed.value
    const paid = orders ? await orders.paidFor(orderAddress(owner)) : []
    const images = imageUrls(new URL(c.req.url).origin, sdk)
    return c.json({ data: paid.filter((order) => !query.chainId || order.chain === query.chainId).map((order) => toOnrampHistoryEntry(order, images)) })
  }
}
