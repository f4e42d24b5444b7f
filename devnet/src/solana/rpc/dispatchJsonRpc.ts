import { z } from 'zod'
import { rpcErrorCodes, SolanaRpcError } from '../errors/rpcError'
import { stringifyJson } from '../encoding/stringifyJson'
import type { RpcMethod } from './defineMethod'

type Id = string | number | null
export type JsonRpcResponse = { jsonrpc: '2.0'; id: Id; result: unknown } | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string; data?: unknown } }

const idSchema = z.union([z.string(), z.number(), z.null()])
const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: idSchema.optional(),
  method: z.string(),
  params: z.unknown().optional(),
})

const errorResponse = (id: Id, error: SolanaRpcError): JsonRpcResponse => ({ jsonrpc: '2.0', id, error: error.toJson() })
const zodDetail = (error: z.ZodError) =>
  error.issues.map((issue) => (issue.path.length > 0 ? `params[${issue.path.map(String).join('].[')}]: ${issue.message}` : issue.message)).join('; ')

async function answer<Context>(
  request: unknown,
  methods: ReadonlyMap<string, RpcMethod<Context>>,
  context: Context,
  onInternalError: (error: unknown) => void,
): Promise<JsonRpcResponse | undefined> {
  const parsed = requestSchema.safeParse(request)
  if (!parsed.success) {
    const id = idSchema.safeParse((request as { id?: unknown } | null)?.id)
    return errorResponse(id.success ? id.data : null, new SolanaRpcError(rpcErrorCodes.invalidRequest, 'Invalid request'))
  }
  const { id, method: name, params = [] } = parsed.data
  // A request without an id is a notification: it runs, and nobody hears back.
  const reply = (response: JsonRpcResponse) => (id === undefined ? undefined : response)
  const method = methods.get(name)
  if (!method) return reply(errorResponse(id ?? null, new SolanaRpcError(rpcErrorCodes.methodNotFound, 'Method not found')))
  if (!Array.isArray(params)) {
    return reply(errorResponse(id ?? null, new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid params: expected an array of positional parameters')))
  }
  const values = method.params.safeParse(params)
  if (!values.success) return reply(errorResponse(id ?? null, new SolanaRpcError(rpcErrorCodes.invalidParams, `Invalid params: ${zodDetail(values.error)}`)))
  try {
    return reply({ jsonrpc: '2.0', id: id ?? null, result: await method.handle(values.data, context) })
  } catch (error) {
    if (error instanceof SolanaRpcError) return reply(errorResponse(id ?? null, error))
    onInternalError(error)
    return reply(errorResponse(id ?? null, new SolanaRpcError(rpcErrorCodes.internalError, 'Internal error')))
  }
}

/**
 * Answers a JSON-RPC 2.0 body (one request or a batch) as text, or undefined when nothing is owed
 * (notifications only). Not JSON: -32700; not a request: -32600; unknown method: -32601; params
 * that fail the method's schema: -32602 naming them; a method's own refusal as it raised it.
 */
export async function dispatchJsonRpc<Context>(
  body: string,
  methods: ReadonlyMap<string, RpcMethod<Context>>,
  context: Context,
  onInternalError: (error: unknown) => void = () => {},
): Promise<string | undefined> {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return stringifyJson(errorResponse(null, new SolanaRpcError(rpcErrorCodes.parseError, 'Parse error')))
  }
  if (!Array.isArray(request)) {
    const response = await answer(request, methods, context, onInternalError)
    return response && stringifyJson(response)
  }
  if (request.length === 0) return stringifyJson(errorResponse(null, new SolanaRpcError(rpcErrorCodes.invalidRequest, 'Invalid request')))
  const responses: JsonRpcResponse[] = []
  for (const item of request) {
    const response = await answer(item, methods, context, onInternalError)
    if (response) responses.push(response)
  }
  return responses.length > 0 ? stringifyJson(responses) : undefined
}
