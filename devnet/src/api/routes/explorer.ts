import type { Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import type { ApiChain } from '../chains/apiChains'
import { ChainUnavailableError, readChain } from '../chains/chainUnavailable'
import { readTxDetails, type TxDetails } from '../explorer/readTxDetails'
import { renderExplorerError, renderTxPage } from '../explorer/renderTxPage'
import { devnetChainIdSchema } from '../http/chainParams'
import { reasonCodes, reasonsFromZod, reasonsResponse } from '../http/reasons'

const hashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 0x-prefixed 32-byte transaction hash')

type Found = { ok: true; tx: TxDetails } | { ok: false; status: ContentfulStatusCode; code: string; description: string }

/** The transaction on the chain asked for, or on whichever chain has it. */
async function findTx(chains: readonly ApiChain[], hash: `0x${string}`): Promise<Found> {
  const results = await Promise.allSettled(chains.map((chain) => readChain(chain, () => readTxDetails(chain, hash))))
  for (const result of results) if (result.status === 'fulfilled' && result.value) return { ok: true, tx: result.value }
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failure) {
    if (failure.reason instanceof ChainUnavailableError)
      return { ok: false, status: 503, code: reasonCodes.chainUnavailable, description: failure.reason.message }
    throw failure.reason
  }
  return {
    ok: false,
    status: 404,
    code: reasonCodes.notFound,
    description: `No transaction ${hash} on ${chains.map((chain) => chain.caip2).join(' or ') || 'any chain'}`,
  }
}

/**
 * The devnet's block explorer, where Activity entries link (not part of the hosted API):
 * - GET /devnet/explorer/tx/:hash?chainId → an HTML page of the transaction and its receipt, read from the chain;
 * - GET /devnet/explorer/tx/:hash.json?chainId → the same as JSON (TxDetails).
 * Without chainId every chain is searched. 400 for a malformed hash or chain, 404 when no chain has
 * it, 503 when a chain that might have it is down; as HTML or `{ reasons }` like the page asked.
 */
export function explorerRoutes(app: Hono, { chains }: ApiContext): void {
  const querySchema = z.object({ chainId: devnetChainIdSchema(chains).optional() })
  const headers = (c: Context) => {
    c.header('x-content-type-options', 'nosniff')
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  }
  app.get('/devnet/explorer/tx/:file', async (c) => {
    const file = c.req.param('file')
    const json = file.endsWith('.json')
    const fail = (status: ContentfulStatusCode, code: string, description: string) => {
      headers(c)
      return json
        ? reasonsResponse(c, status, [{ code, description }])
        : c.html(renderExplorerError(status === 404 ? 'Transaction not found' : status === 503 ? 'Chain unavailable' : 'Bad request', description), status)
    }
    const hash = hashSchema.safeParse(json ? file.slice(0, -'.json'.length) : file)
    if (!hash.success)
      return fail(
        400,
        reasonCodes.invalidParam,
        reasonsFromZod(hash.error, reasonCodes.invalidParam)[0]?.description.replace('(root)', 'hash') ?? 'hash: invalid',
      )
    const query = querySchema.safeParse({ chainId: c.req.query('chainId') || undefined })
    if (!query.success) return fail(400, reasonCodes.invalidQuery, reasonsFromZod(query.error, reasonCodes.invalidQuery)[0]?.description ?? 'invalid query')
    const found = await findTx(query.data.chainId ? [query.data.chainId] : chains, hash.data as `0x${string}`)
    if (!found.ok) return fail(found.status, found.code, found.description)
    headers(c)
    return json ? c.json(found.tx) : c.html(renderTxPage(found.tx))
  })
}
