import * as z from 'zod/mini'
import { BaseError } from '../../errors/BaseError.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import type { SatsConnectProvider } from '../connector.js'
import { callWallet } from '../solana/callWallet.js'

/** sats-connect's RpcErrorCode values, as the provider puts them in a JSON-RPC error. */
export const SatsConnectErrorCode = {
  UserRejection: -32000,
  MethodNotSupported: -32001,
  AccessDenied: -32002,
  InvalidRequest: -32600,
  InvalidParams: -32602,
  InternalError: -32603,
} as const

/**
 * A sats-connect provider answered a JSON-RPC error: its `code` (SatsConnectErrorCode) and message,
 * the method in `details`. The adapter turns the codes it knows into Berth's own errors.
 */
export class SatsConnectRequestError extends BaseError {
  override name = 'SatsConnectRequestError'
  readonly walletMessage: string
  constructor(method: string, code: number, walletMessage: string) {
    super('RPC request failed', { code, details: `${method}: ${walletMessage}` })
    this.walletMessage = walletMessage
  }
}

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

/** Whether a wallet error is sats-connect's USER_REJECTION. */
export const isSatsConnectRejection = (error: unknown): boolean => error instanceof SatsConnectRequestError && error.code === SatsConnectErrorCode.UserRejection
