import * as z from 'zod/mini'
import { HttpRequestError, RpcRequestError } from '../errors/http.js'
import { RequestTimeoutError } from '../errors/provider.js'
import { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_RETRY_STATUSES } from '../transport/rpcRetry.js'

export { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_RETRY_STATUSES }

const RPC_TIMEOUT_MS = 10_000

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.number(), result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: z.number(), error: z.object({ code: z.number(), message: z.string() }) }),
])

export type JsonRpcOptions = { fetch?: typeof fetch; retryDelayMs?: number; timeoutMs?: number }

let nextId = 1

/**
 * One JSON-RPC call to a node, read with the network's own RPC (not the wallet's): small enough
 * for the account view's chunk, retried as docs/constants.md says, and every answer validated.
 */
export async function jsonRpc(url: string, method: string, params: readonly unknown[], options: JsonRpcOptions = {}): Promise<unknown> {
  const request = options.fetch ?? globalThis.fetch
  const baseDelay = options.retryDelayMs ?? RPC_RETRY_DELAY_MS
  for (let attempt = 0; ; attempt++) {
    const id = nextId++
    let response: Response
    try {
      response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        signal: AbortSignal.timeout(options.timeoutMs ?? RPC_TIMEOUT_MS),
      })
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'TimeoutError') throw new RequestTimeoutError(method, options.timeoutMs ?? RPC_TIMEOUT_MS)
      throw new HttpRequestError(url, undefined, { cause })
    }
    if (!response.ok) {
      if (attempt < RPC_RETRY_COUNT && RPC_RETRY_STATUSES.has(response.status)) {
        await new Promise((resolve) => setTimeout(resolve, baseDelay * 2 ** attempt))
        continue
      }
      throw new HttpRequestError(url, response.status)
    }
    const parsed = responseSchema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new RpcRequestError(method, { details: 'the node answered with something that is not JSON-RPC 2.0' })
    if ('error' in parsed.data) throw new RpcRequestError(method, { code: parsed.data.error.code, details: parsed.data.error.message })
    return parsed.data.result
  }
}
