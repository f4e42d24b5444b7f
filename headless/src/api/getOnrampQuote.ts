import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/))
const money = z.object({ amount: decimal, currency: z.string().check(z.minLength(1), z.maxLength(16)) })

/** POST /v1/onramp/quote (SPEC.md §3): fees, paymentSubtotal, paymentTotal, purchaseAmount, quoteId. */
export const getOnrampQuoteSchema = z.object({
  paymentTotal: money,
  paymentSubtotal: money,
  purchaseAmount: money,
  fees: z.array(z.object({ amount: decimal, currency: z.string().check(z.minLength(1), z.maxLength(16)), type: z.optional(z.string()) })),
  quoteId: z.string().check(z.minLength(1), z.maxLength(128)),
})

/** The quote as the API sends it. */
export type OnrampQuoteResponse = z.infer<typeof getOnrampQuoteSchema>

/** The body of POST /v1/onramp/quote: the on-ramp's own network name and currency symbols. */
export type GetOnrampQuoteParameters = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  /** The on-ramp's name for the network ('base'). */
  network: string
  paymentMethod?: string | undefined
  signal?: AbortSignal | undefined
}

/** The quote, checked against its schema. */
export type GetOnrampQuoteReturnType = OnrampQuoteResponse

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetOnrampQuoteErrorType = ApiError

/** POST /v1/onramp/quote. */
export function getOnrampQuote(transport: ApiTransport, { signal, paymentMethod, ...body }: GetOnrampQuoteParameters): Promise<GetOnrampQuoteReturnType> {
  return apiRequest(transport, {
    method: 'POST',
    base: 'api',
    path: '/v1/onramp/quote',
    body: { ...body, ...(paymentMethod ? { paymentMethod } : {}) },
    schema: getOnrampQuoteSchema,
    signal,
  })
}
