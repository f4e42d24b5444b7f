import * as z from 'zod/mini'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ApiError } from '../errors/api.js'
import type { SwapGasPrice } from '../types/swap.js'
import { apiRequest, type ApiTransport } from './request.js'
import { baseUnitsSchema } from './swapAmounts.js'

/** GET /v1/convert/gas-price. */
export const getGasPriceSchema = z.object({ standard: baseUnitsSchema, fast: baseUnitsSchema, instant: baseUnitsSchema })

/** Which network's gas price client.api.getGasPrice reads. */
export type GetGasPriceParameters = { caipNetworkId: CaipNetworkId; signal?: AbortSignal | undefined }

/** Wei per gas at three speeds. */
export type GetGasPriceReturnType = SwapGasPrice

/** Every failure of this call. */
export type GetGasPriceErrorType = ApiError

/** GET /v1/convert/gas-price?chainId. */
export async function getGasPrice(transport: ApiTransport, parameters: GetGasPriceParameters): Promise<GetGasPriceReturnType> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: '/v1/convert/gas-price',
    query: { chainId: parameters.caipNetworkId },
    schema: getGasPriceSchema,
    signal: parameters.signal,
  })
  return { standard: BigInt(body.standard), fast: BigInt(body.fast), instant: BigInt(body.instant) }
}
