import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'
import { baseUnitsSchema } from './swapAmounts.js'

/** GET /v1/convert/quotes. */
export const getSwapQuoteSchema = z.object({
  quotes: z
    .array(
      z.object({
        id: z.optional(z.nullable(z.string())),
        fromAmount: baseUnitsSchema,
        fromAccount: z.string(),
        toAmount: baseUnitsSchema,
        toAccount: z.string(),
      }),
    )
    .check(z.minLength(1, 'expected at least one quote')),
})

/** What client.api.getSwapQuote asks: `amount` of `from` (CAIP-10) into `to`, for `userAddress`. */
export type GetSwapQuoteParameters = {
  userAddress: string
  from: string
  to: string
  /** In `from`'s base units. */
  amount: bigint
  /** The gas price the quote assumes, in wei. */
  gasPrice?: bigint | undefined
  signal?: AbortSignal | undefined
}

/** The first quote: what goes in and what comes out, in base units. */
export type GetSwapQuoteReturnType = { fromAmount: bigint; toAmount: bigint }

/** Every failure of this call ('Insufficient liquidity' is the API's 400 reason). */
export type GetSwapQuoteErrorType = ApiError

/** GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice. */
export async function getSwapQuote(transport: ApiTransport, parameters: GetSwapQuoteParameters): Promise<GetSwapQuoteReturnType> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: '/v1/convert/quotes',
    query: {
      amount: parameters.amount.toString(),
      userAddress: parameters.userAddress,
      from: parameters.from,
      to: parameters.to,
      gasPrice: parameters.gasPrice?.toString(),
    },
    schema: getSwapQuoteSchema,
    signal: parameters.signal,
  })
  const quote = body.quotes[0]!
  return { fromAmount: BigInt(quote.fromAmount), toAmount: BigInt(quote.toAmount) }
}
