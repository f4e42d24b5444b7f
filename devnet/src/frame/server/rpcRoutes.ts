import { FRAME_NOT_ALLOWED_CODE } from '@berth/headless/embedded'
import type { Hono } from 'hono'
import { z } from 'zod'
import { findNetwork, type FrameNetwork, networkNamespace } from '../frameNetworks'
import { isReadOnlyMethod } from './readOnlyMethods'

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(100), z.number(), z.null()]),
  method: z.string().min(1).max(100),
  params: z.unknown().optional(),
})

/** SPEC.md §7: the frame's RPC endpoint /v1/?chainId={id}&projectId={id} forwards read-only JSON-RPC to the network's node. */
export function addRpcRoutes(app: Hono, networks: readonly FrameNetwork[]): void {
  app.post('/v1/', async (c) => {
    const chainId = c.req.query('chainId') ?? ''
    const network = findNetwork(networks, chainId)
    if (!network) return c.json({ message: `Unsupported chainId: ${chainId || '(none)'}` }, 400)
    if (!c.req.query('projectId')) return c.json({ message: 'projectId is required' }, 400)
    const parsed = requestSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }, 400)
    const { id, method, params } = parsed.data
    if (!isReadOnlyMethod(networkNamespace(network.caipNetworkId), method))
      return c.json({ jsonrpc: '2.0', id, error: { code: FRAME_NOT_ALLOWED_CODE, message: 'Requested RPC call is not allowed' } })
    try {
      const response = await fetch(network.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
        signal: AbortSignal.timeout(30_000),
      })
      return c.json((await response.json()) as object)
    } catch (error) {
      return c.json(
        { jsonrpc: '2.0', id, error: { code: -32603, message: `${network.name} is unreachable: ${error instanceof Error ? error.message : String(error)}` } },
        502,
      )
    }
  })
}
