import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'

/** POST /v1/fungible/price. */
export const getTokenPricesSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.optional(z.nullable(z.string())), price: z.number().check(z.minimum(0)) })),
})

/** The tokens (CAIP-10; the native currency as 0xeeee…eeee) whose USD prices client.api.getTokenPrices reads. */
export type GetTokenPricesParameters = { addresses: readonly string[]; signal?: AbortSignal | undefined }

/** USD prices by symbol; a token the API does not know is absent. */
export type GetTokenPricesReturnType = Record<string, number>

/** Every failure of this call. */
export type GetTokenPricesErrorType = ApiError

/** POST /v1/fungible/price { currency: 'usd', addresses, projectId }. */
export async function getTokenPrices(transport: ApiTransport, parameters: GetTokenPricesParameters): Promise<GetTokenPricesReturnType> {
  const body = await apiRequest(transport, {
    method: 'POST',
    base: 'api',
    path: '/v1/fungible/price',
    body: { currency: 'usd', addresses: parameters.addresses, projectId: transport.projectId },
    schema: getTokenPricesSchema,
    signal: parameters.signal,
  })
  return Object.fromEntries(body.fungibles.map((fungible) => [fungible.symbol, fungible.price]))
}
