import * as z from 'zod/mini'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import type { SatsConnectProvider } from '../connector.js'
import { callWallet } from '../solana/callWallet.js'
import { SatsConnectRequestError } from './satsConnectError.js'

const responseSchema = z.union([
  z.object({ jsonrpc: z.optional(z.string()), result: z.unknown(), error: z.optional(z.undefined()) }),
  z.object({ jsonrpc: z.optional(z.string()), error: z.object({ code: z.number(), message: z.optional(z.string()) }) }),
])

/**
 * Calls `method` on a sats-connect provider within `timeoutMs` and reads the JSON-RPC 2.0 response:
 * a wallet's error becomes a SatsConnectRequestError with its code; a result is checked against
 * `schema`, anything else is an InvalidProviderResponseError naming the method.
 */
export async function satsConnectRequest<T>(
  provider: SatsConnectProvider,
  method: string,
  params: unknown,
  schema: z.ZodMiniType<T>,
  timeoutMs: number,
): Promise<T> {
  const answer = await callWallet(method, () => provider.request(method, params), timeoutMs)
  const response = responseSchema.safeParse(answer)
  if (!response.success) throw new InvalidProviderResponseError(method, { details: `${method} did not answer a JSON-RPC 2.0 response` })
  if (response.data.error) throw new SatsConnectRequestError(method, response.data.error.code, response.data.error.message ?? 'no message')
  const result = schema.safeParse((response.data as { result: unknown }).result)
  if (!result.success)
    throw new InvalidProviderResponseError(method, {
      details: `${method}'s result is not what it returns: ${result.error.issues[0]?.path.join('.') || 'the result'} is wrong`,
    })
  return result.data
}
