import * as z from 'zod/mini'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ApiError } from '../errors/api.js'
import { safeLabel } from '../safety/safeLabel.js'
import { safeImageUrl } from '../safety/safeUrl.js'
import type { SwapToken } from '../types/swap.js'
import { apiRequest, type ApiTransport } from './request.js'
import { eip155AccountSchema } from './swapAmounts.js'

/** GET /v1/convert/tokens. */
export const getSwapTokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string().check(z.minLength(1)),
      address: eip155AccountSchema,
      decimals: z.int().check(z.minimum(0), z.maximum(77)),
      logoUri: z.optional(z.nullable(z.string())),
      eip2612: z.optional(z.nullable(z.boolean())),
    }),
  ),
})

/** Which network's swappable tokens client.api.getSwapTokens reads. */
export type GetSwapTokensParameters = { caipNetworkId: CaipNetworkId; signal?: AbortSignal | undefined }

/** The swappable tokens, text cleaned and images checked; tokens listed for another network are dropped. */
export type GetSwapTokensReturnType = SwapToken[]

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetSwapTokensErrorType = ApiError

/** GET /v1/convert/tokens?chainId: the tokens the swap service trades on one network. */
export async function getSwapTokens(transport: ApiTransport, parameters: GetSwapTokensParameters): Promise<GetSwapTokensReturnType> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: '/v1/convert/tokens',
    query: { chainId: parameters.caipNetworkId },
    schema: getSwapTokensSchema,
    signal: parameters.signal,
  })
  return body.tokens
    .filter((token) => token.address.startsWith(`${parameters.caipNetworkId}:`))
    .map((token) => ({
      name: safeLabel(token.name) || safeLabel(token.symbol),
      symbol: safeLabel(token.symbol),
      address: token.address,
      chainId: parameters.caipNetworkId,
      decimals: token.decimals,
      logoUri: safeImageUrl(token.logoUri, { api: transport.apiUrl }),
    }))
}
