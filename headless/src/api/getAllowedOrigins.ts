import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'

/** GET /projects/v1/origins */
export const getAllowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) })

export type GetAllowedOriginsParameters = { signal?: AbortSignal }
export type GetAllowedOriginsReturnType = string[]

export async function getAllowedOrigins(transport: ApiTransport, { signal }: GetAllowedOriginsParameters = {}): Promise<GetAllowedOriginsReturnType> {
  const body = await apiRequest(transport, { method: 'GET', base: 'walletApi', path: '/projects/v1/origins', schema: getAllowedOriginsSchema, signal })
  return body.allowedOrigins
}

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetAllowedOriginsErrorType = ApiError
