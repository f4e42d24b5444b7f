import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'

/** GET /getAnalyticsConfig */
export const getAnalyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

export type GetAnalyticsConfigParameters = { signal?: AbortSignal }
export type GetAnalyticsConfigReturnType = { isAnalyticsEnabled: boolean }

export async function getAnalyticsConfig(transport: ApiTransport, { signal }: GetAnalyticsConfigParameters = {}): Promise<GetAnalyticsConfigReturnType> {
  const body = await apiRequest(transport, { method: 'GET', base: 'walletApi', path: '/getAnalyticsConfig', schema: getAnalyticsConfigSchema, signal })
  return { isAnalyticsEnabled: body.isAnalyticsEnabled }
}

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetAnalyticsConfigErrorType = ApiError
