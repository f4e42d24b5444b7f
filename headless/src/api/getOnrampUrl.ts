import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'

/** POST /v1/generators/onrampurl: the checkout's URL (its safety is checked by the caller). */
export const getOnrampUrlSchema = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2048)) })

/** The body of POST /v1/generators/onrampurl (SPEC.md §7), with the hosted API's fiatCurrency, defaultAsset and redirectUrl. */
export type GetOnrampUrlParameters = {
  destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[]
  defaultNetwork?: string
  defaultAsset?: string
  partnerUserId?: string
  defaultExperience?: 'buy'
  presetCryptoAmount?: string
  presetFiatAmount?: string
  fiatCurrency?: string
  redirectUrl?: string
  signal?: AbortSignal | undefined
}

/** The checkout URL as the API answered it. */
export type GetOnrampUrlReturnType = { url: string }

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetOnrampUrlErrorType = ApiError

/** POST /v1/generators/onrampurl. */
export function getOnrampUrl(transport: ApiTransport, { signal, ...body }: GetOnrampUrlParameters): Promise<GetOnrampUrlReturnType> {
  return apiRequest(transport, { method: 'POST', base: 'api', path: '/v1/generators/onrampurl', body, schema: getOnrampUrlSchema, signal })
}
