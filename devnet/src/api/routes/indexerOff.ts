import type { Context } from 'hono'
import { reasonCodes, reasonsResponse } from '../http/reasons'

/** 503 of the routes that read the index when the server was started with `indexer: false`. */
export function indexerOffResponse(c: Context): Response {
  return reasonsResponse(c, 503, [
    { code: reasonCodes.indexerOff, description: 'The devnet API runs without its chain indexer (started with indexer: false): no history or NFTs' },
  ])
}
