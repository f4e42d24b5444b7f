import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import { readBalances } from '../balances/readBalances'
import { readChain } from '../chains/chainUnavailable'
import { devnetChainIdSchema, parseAddressParam } from '../http/chainParams'
import { parseSdkQuery } from '../http/validate'
import { imageUrls } from '../images/imageUrls'

/**
 * GET /v1/account/:address/balance?currency=usd&chainId&forceUpdate → `{ balances: TokenBalance[] }`
 * read live from the chain (one chain with chainId, else all), so forceUpdate changes nothing.
 * 400 for a malformed address, another currency or an unknown chain; 503 when a chain is down.
 */
export function balanceRoute(app: Hono, { chains }: ApiContext): void {
  const querySchema = z.object({
    currency: z.literal('usd', { error: "only 'usd' is supported" }).default('usd'),
    chainId: devnetChainIdSchema(chains).optional(),
    forceUpdate: z.string().max(1000).optional(),
  })
  app.get('/v1/account/:address/balance', async (c) => {
    const parsed = parseSdkQuery(c, querySchema)
    if (!parsed.ok) return parsed.response
    const address = parseAddressParam(c, 'address')
    if (!address.ok) return address.response
    const { query, sdk } = parsed.value
    const images = imageUrls(new URL(c.req.url).origin, sdk)
    const selected = query.chainId ? [query.chainId] : chains
    const balances = await Promise.all(selected.map((chain) => readChain(chain, () => readBalances(chain, address.value, images))))
    return c.json({ balances: balances.flat() })
  })
}
