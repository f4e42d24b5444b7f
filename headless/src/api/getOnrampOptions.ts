import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'

const text = z.string().check(z.maxLength(256))
const name = z.string().check(z.minLength(1), z.maxLength(64))

/** GET /v1/onramp/options (SPEC.md §3): purchaseCurrencies with their networks, paymentCurrencies with payment_method_limits. */
export const getOnrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: text,
      name: text,
      symbol: name,
      networks: z.array(z.object({ name, display_name: text, chain_id: text, contract_address: text })),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({
      id: name,
      payment_method_limits: z.array(z.object({ id: name, min: z.string().check(z.regex(/^\d+(\.\d+)?$/)), max: z.string().check(z.regex(/^\d+(\.\d+)?$/)) })),
    }),
  ),
})

/** The options as the API sends them (snake_case fields). */
export type OnrampOptionsResponse = z.infer<typeof getOnrampOptionsSchema>

/** An abort signal for the request. */
export type GetOnrampOptionsParameters = { signal?: AbortSignal | undefined }

/** What the on-ramp sells and takes, checked against its schema. */
export type GetOnrampOptionsReturnType = OnrampOptionsResponse

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetOnrampOptionsErrorType = ApiError

/** GET /v1/onramp/options. */
export function getOnrampOptions(transport: ApiTransport, parameters: GetOnrampOptionsParameters = {}): Promise<GetOnrampOptionsReturnType> {
  return apiRequest(transport, { method: 'GET', base: 'api', path: '/v1/onramp/options', schema: getOnrampOptionsSchema, signal: parameters.signal })
}
