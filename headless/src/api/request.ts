import * as z from 'zod/mini'
import { RPC_RETRY_COUNT, RPC_RETRY_STATUSES } from '../transport/rpcRetry.js'
import { ApiError } from '../errors/api.js'
import { apiUrlOf } from './apiUrl.js'
import { missingApiConfiguration } from './missingApiConfiguration.js'

// apiUrlOf lives apart so that the wallet image URLs (first load) do not bring in the request code and zod.
export { apiUrlOf }

/** Where and how the API calls go: one per client, built by createApiClient. */
export type ApiTransport = {
  /** '' when the app passed none: then no call is made. */
  projectId: string
  /** Data API base (error reports; the /v1 data endpoints). No trailing slash. Undefined: its calls are off. */
  apiUrl: string | undefined
  /** Wallet-provider API base (config, origins, listing, images, analytics config). No trailing slash. Undefined: its calls are off. */
  walletApiUrl: string | undefined
  fetch: typeof fetch
  /** First retry delay; doubles per retry (docs/constants.md: 150 ms). Tests pass 0. */
  retryDelayMs: number
  timeoutMs: number
}

export type QueryValue = string | number | readonly string[] | undefined

export type ApiRequest<T> = {
  method: 'GET' | 'POST'
  base: 'api' | 'walletApi'
  path: string
  query?: Record<string, QueryValue>
  body?: unknown
  /** The response schema; without one the body is not read (POST /e). */
  schema?: z.ZodMiniType<T>
  signal?: AbortSignal | undefined
}

const reasonsSchema = z.object({ reasons: z.array(z.object({ description: z.string() })) })

/** docs/errors.md: an API error's message is the first reason's description when the body has one. */
export function firstReason(body: unknown): string | undefined {
  const parsed = reasonsSchema.safeParse(body)
  if (!parsed.success) return undefined
  const description = parsed.data.reasons[0]?.description.trim()
  return description ? description : undefined
}

/** `data.3.name`; the root itself is `(root)`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map((key) => String(key)).join('.')
}

/** Validates a decoded body; any mismatch is an ApiError naming the endpoint and the first failing field. */
export function parseResponse<T>(endpoint: string, schema: z.ZodMiniType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = fieldPath(issue?.path ?? [])
  return invalid(endpoint, field, issue?.message)
}

function invalid(endpoint: string, field: string, details: string | undefined): never {
  throw new ApiError(`Invalid response from ${endpoint}: ${field}`, { endpoint, field, details })
}

/**
 * One API call: query params with projectId/st/sv, a timeout, retries with doubling delay on the
 * statuses docs/constants.md lists (shared with the JSON-RPC transport), then JSON and schema checks.
 * Every failure is an ApiError, except a missing project id or base URL: a ConfigurationError, with
 * nothing requested.
 */
export async function apiRequest<T>(transport: ApiTransport, request: ApiRequest<T>): Promise<T> {
  const endpoint = `${request.method} ${request.path}`
  const missing = missingApiConfiguration(transport, request.base, endpoint)
  if (missing) throw missing
  const url = apiUrlOf(transport, request.base, request.path, request.query)!
  for (let attempt = 0; ; attempt++) {
    const response = await send(transport, request, url, endpoint)
    if (!response.ok) {
      if (attempt < RPC_RETRY_COUNT && RPC_RETRY_STATUSES.has(response.status)) {
        await response.body?.cancel().catch(() => undefined)
        await delay(transport.retryDelayMs * 2 ** attempt)
        continue
      }
      const body = await readJson(response)
      const reason = firstReason(body.ok ? body.value : undefined)
      throw new ApiError(reason ?? 'HTTP request failed', { endpoint, status: response.status, details: `status ${response.status} from ${endpoint}` })
    }
    if (!request.schema) {
      await response.body?.cancel().catch(() => undefined)
      return undefined as T
    }
    const body = await readJson(response)
    if (!body.ok) return invalid(endpoint, '(body)', body.reason)
    return parseResponse(endpoint, request.schema, body.value)
  }
}

async function send(transport: ApiTransport, request: ApiRequest<unknown>, url: string, endpoint: string): Promise<Response> {
  const timeout = AbortSignal.timeout(transport.timeoutMs)
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout
  try {
    return await transport.fetch(url, {
      method: request.method,
      signal,
      ...(request.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }),
    })
  } catch (cause) {
    if (timeout.aborted && !request.signal?.aborted) {
      throw new ApiError('Request timed out', { endpoint, cause, details: `no answer from ${endpoint} in ${transport.timeoutMs} ms` })
    }
    throw new ApiError('HTTP request failed', { endpoint, cause, details: `no response from ${endpoint}` })
  }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    return { ok: false, reason: `the body could not be read: ${cause instanceof Error ? cause.message : String(cause)}` }
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: 'the body is not JSON' }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
