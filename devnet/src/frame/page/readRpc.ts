import { z } from 'zod/mini'
import { FrameError } from './frameError'

const answerSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
  z.object({ message: z.string() }),
])

let nextId = 1

/** A read-only JSON-RPC call through the frame server's /v1/ (SPEC.md §7), its error thrown with its code. */
export function createReadRpc(projectId: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
  return async (chainId: string, method: string, params: unknown): Promise<unknown> => {
    const query = new URLSearchParams({ chainId, projectId })
    let body: unknown
    try {
      const response = await fetchImpl(`/v1/?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      })
      body = await response.json()
    } catch {
      throw new FrameError('The network is unreachable')
    }
    const parsed = answerSchema.safeParse(body)
    if (!parsed.success) throw new FrameError('The network sent an invalid answer')
    if ('result' in parsed.data) return parsed.data.result
    if ('error' in parsed.data) throw new FrameError(parsed.data.error.message, parsed.data.error.code)
    throw new FrameError(parsed.data.message)
  }
}
