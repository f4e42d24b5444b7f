import type { Hono } from 'hono'
import type { ApiContext } from '../apiContext'
import { parseSdkQuery } from '../http/validate'

export interface SupportedChain {
  /** CAIP-2. */
  chainId: string
  name: string
  /** JSON-RPC over HTTP. */
  http: string
  /** Subscriptions over a WebSocket (anvil serves both on one port; Solana's PubSub has its own). */
  ws: string
}

export interface SupportedChains {
  /** CAIP-2 ids of the chains served over HTTP, as the hosted API lists them. */
  http: string[]
  /** CAIP-2 ids of the chains served over a WebSocket. */
  ws: string[]
  /** The devnet's own addition: each chain with its URLs. */
  chains: SupportedChain[]
}

/** GET /v1/supported-chains → every devnet chain: the hosted API's `{ http, ws }` lists of CAIP-2 ids, and `chains` with their URLs. */
export function supportedChainsRoute(app: Hono, { chains, solanaChains = [] }: ApiContext): void {
  app.get('/v1/supported-chains', (c) => {
    const parsed = parseSdkQuery(c)
    if (!parsed.ok) return parsed.response
    const all: SupportedChain[] = [
      ...chains.map((chain) => ({ chainId: chain.caip2, name: chain.name, http: chain.url, ws: chain.url.replace(/^http/, 'ws') })),
      ...solanaChains.map((chain) => ({ chainId: chain.caip2, name: chain.name, http: chain.url, ws: chain.wsUrl })),
    ]
    const ids = all.map((chain) => chain.chainId)
    return c.json({ http: ids, ws: ids, chains: all } satisfies SupportedChains)
  })
}
