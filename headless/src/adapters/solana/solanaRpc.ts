import { createSolanaRpc, isSolanaError, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR } from '@solana/kit'
import type * as z from 'zod/mini'
import { BaseError } from '../../errors/BaseError.js'
import { HttpRequestError, RpcRequestError } from '../../errors/http.js'
import { RequestTimeoutError } from '../../errors/provider.js'
import type { Network } from '../../networks/types.js'

/** How long one read from a cluster's node may take. */
export const SOLANA_RPC_TIMEOUT_MS = 10_000

export type SolanaRpc = ReturnType<typeof createSolanaRpc>
type Pending = { send(config?: { abortSignal?: AbortSignal }): Promise<unknown> }

/** The network's own node (its first RPC URL): balances, fees and statuses are read there, never from the wallet. */
export function networkSolanaRpc(network: Network): { rpc: SolanaRpc; url: string } {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcRequestError('solana', { details: `${network.name} has no RPC URL` })
  return { rpc: createSolanaRpc(url), url }
}

/**
 * Sends one request and checks its answer against `schema` (kit parses integers as bigints but
 * checks no shapes): what does not fit is the node's fault, an RpcRequestError naming the method.
 */
export async function readRpc<T>(method: string, url: string, pending: Pending, schema: z.ZodMiniType<T>, timeoutMs = SOLANA_RPC_TIMEOUT_MS): Promise<T> {
  let answer: unknown
  try {
    answer = await pending.send({ abortSignal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw fromRpcError(method, url, error, timeoutMs)
  }
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new RpcRequestError(method, { details: `the node's answer is not what ${method} returns` })
  return parsed.data
}

/** A failed request as a Berth error: the node's JSON-RPC error with its code, an HTTP status, a timeout, or an answer that is not JSON-RPC. */
export function fromRpcError(method: string, url: string, error: unknown, timeoutMs = SOLANA_RPC_TIMEOUT_MS): BaseError {
  if (error instanceof BaseError) return error
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) return new HttpRequestError(url, error.context.statusCode, { cause: error })
  if (isSolanaError(error)) {
    const context = error.context as { __code?: unknown; __serverMessage?: unknown }
    const code = typeof context.__code === 'number' ? context.__code : undefined
    const details = typeof context.__serverMessage === 'string' ? context.__serverMessage : error.message
    return new RpcRequestError(method, { cause: error, details, ...(code === undefined ? {} : { code }) })
  }
  const name = error instanceof Error || error instanceof DOMException ? error.name : undefined
  if (name === 'TimeoutError' || name === 'AbortError') return new RequestTimeoutError(method, timeoutMs)
  if (error instanceof TypeError) return new HttpRequestError(url, undefined, { cause: error })
  return new RpcRequestError(method, { cause: error, details: 'the node answered with something that is not JSON-RPC 2.0' })
}
