import * as z from 'zod/mini'
import { ApiError } from '../../errors/api.js'
import { apiRequest, type ApiTransport } from '../request.js'

/** POST /v1/profile/account. */
export const registerNameSchema = z.object({ success: z.boolean() })

/** SPEC §4's name registration: the ENSIP-11 coin type, the address, the signed message (JSON text) and its signature. */
export type RegisterNameParameters = { coinType: number; address: string; message: string; signature: string; signal?: AbortSignal | undefined }

/** Resolves when the API registered the name. */
export type RegisterNameReturnType = undefined

/** Every failure of this call (the API's refusal, with its reason as the message; no response; timeout; schema; `success: false`). */
export type RegisterNameErrorType = ApiError

const endpoint = 'POST /v1/profile/account'

/** POST /v1/profile/account `{ coin_type, address, message, signature }`; an answer of `success: false` fails too. */
export async function registerName(
  transport: ApiTransport,
  { coinType, address, message, signature, signal }: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const body = await apiRequest(transport, {
    method: 'POST',
    base: 'api',
    path: '/v1/profile/account',
    body: { coin_type: coinType, address, message, signature },
    schema: registerNameSchema,
    signal,
  })
  if (!body.success) throw new ApiError('Name registration was not accepted', { endpoint, field: 'success', details: 'the API answered success: false' })
}
