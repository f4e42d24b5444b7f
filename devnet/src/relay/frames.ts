import { z } from 'zod'

/** JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const

export type RpcId = number | string

const idSchema = z.union([z.number().int(), z.string().min(1)])

const envelopeSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema,
  method: z.string().min(1).optional(),
  params: z.unknown().optional(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string() }).loose().optional(),
})

export type Frame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; result: unknown }
  | { kind: 'errorResponse'; id: RpcId; error: { code: number; message: string } }
  /** Not a usable frame: answer with `error` (under `id` when one could be read, else null). */
  | { kind: 'invalid'; id: RpcId | null; code: number; message: string }

/**
 * Classifies one text frame from a client: a request for the relay, a response to one of the
 * relay's own requests (irn_subscription acknowledgements), or an invalid frame.
 */
export function parseFrame(text: string): Frame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, code: RPC_ERRORS.parseError, message: 'Parse error: the frame is not JSON' }
  }
  const parsed = envelopeSchema.safeParse(value)
  if (!parsed.success) {
    const id = idSchema.safeParse((value as { id?: unknown } | null)?.id)
    return {
      kind: 'invalid',
      id: id.success ? id.data : null,
      code: RPC_ERRORS.invalidRequest,
      message: `Invalid request: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`,
    }
  }
  const frame = parsed.data
  const has = (key: string) => Object.hasOwn(value as object, key)
  if (frame.method !== undefined) {
    if (has('result') || has('error')) {
      return { kind: 'invalid', id: frame.id, code: RPC_ERRORS.invalidRequest, message: 'Invalid request: a request carries no result or error' }
    }
    return { kind: 'request', id: frame.id, method: frame.method, params: frame.params }
  }
  if (frame.error) return { kind: 'errorResponse', id: frame.id, error: frame.error }
  if (has('result')) return { kind: 'response', id: frame.id, result: frame.result }
  return { kind: 'invalid', id: frame.id, code: RPC_ERRORS.invalidRequest, message: 'Invalid request: neither method nor result nor error' }
}

export function rpcResult(id: RpcId, result: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id, result })
}

export function rpcError(id: RpcId | null, code: number, message: string): string {
  return JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } })
}

export function rpcRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params })
}
