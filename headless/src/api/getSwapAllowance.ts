import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'
import { baseUnitsSchema } from './swapAmounts.js'

/** GET /v1/convert/allowance. */
export const getSwapAllowanceSchema = z.object({ allowance: baseUnitsSchema })

/** Whose allowance of which token (CAIP-10) client.api.getSwapAllowance reads. */
export type GetSwapAllowanceParameters = { tokenAddress: string; userAddress: string; signal?: AbortSignal | undefined }

/** What the swap service's router may take from the account, in the token's base units. */
export type GetSwapAllowanceReturnType = bigint

/** Every failure of this call. */
export type GetSwapAllowanceErrorType = ApiError

/** GET /v1/convert/allowance?tokenAddress&userAddress. */
export async function getSwapAllowance(transport: ApiTransport, parameters: GetSwapAllowanceParameters): Promise<GetSwapAllowanceReturnType> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: '/v1/convert/allowance',
    query: { tokenAddress: parameters.tokenAddress, userAddress: parameters.userAddress },
    schema: getSwapAllowanceSchema,
    signal: parameters.signal,
  })
  return BigInt(body.allowance)
}
