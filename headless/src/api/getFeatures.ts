import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'

export const remoteFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.array(z.string()))),
})

/** GET /appkit/v1/config. Unknown feature ids are kept here and ignored by the merge. */
export const getFeaturesSchema = z.object({ features: z.array(remoteFeatureSchema) })

/**
 * One feature of the project's remote configuration (GET /appkit/v1/config): whether it is on, and
 * its list (providers, social logins), null for the default list. Ids Berth does not know are ignored.
 */
export type RemoteFeature = { id: string; isEnabled: boolean; config: string[] | null }
export type GetFeaturesParameters = { signal?: AbortSignal }
export type GetFeaturesReturnType = RemoteFeature[]

export async function getFeatures(transport: ApiTransport, { signal }: GetFeaturesParameters = {}): Promise<GetFeaturesReturnType> {
  const body = await apiRequest(transport, { method: 'GET', base: 'walletApi', path: '/appkit/v1/config', schema: getFeaturesSchema, signal })
  return body.features.map((feature) => ({ id: feature.id, isEnabled: feature.isEnabled, config: feature.config ?? null }))
}

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetFeaturesErrorType = ApiError
