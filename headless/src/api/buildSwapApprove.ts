import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import type { Address, Hex } from '../types/chain.js'
import { apiRequest, type ApiTransport } from './request.js'
import { baseUnitsSchema, eip155AccountSchema, gasSchema, hexSchema } from './swapAmounts.js'
import type { SwapTransaction } from './swapTransaction.js'
import { parseCaipAddress } from '../caip/caipAddress.js'

/** GET /v1/convert/build-approve. */
export const buildSwapApproveSchema = z.object({
  tx: z.object({
    from: eip155AccountSchema,
    to: eip155AccountSchema,
    data: hexSchema,
    value: z.optional(baseUnitsSchema),
    eip155: z.object({ gas: gasSchema, gasPrice: baseUnitsSchema }),
  }),
})

/** The approval client.api.buildSwapApprove asks for: `from` (CAIP-10 token) to be swapped into `to`, by `userAddress`. */
export type BuildSwapApproveParameters = {
  userAddress: string
  from: string
  to: string
  /** What to approve, in base units; the service approves without limit when left out. */
  amount?: bigint | undefined
  signal?: AbortSignal | undefined
}

/** The approval transaction to send. */
export type BuildSwapApproveReturnType = SwapTransaction

/** Every failure of this call. */
export type BuildSwapApproveErrorType = ApiError

/** GET /v1/convert/build-approve?userAddress&from&to(&amount). */
export async function buildSwapApprove(transport: ApiTransport, parameters: BuildSwapApproveParameters): Promise<BuildSwapApproveReturnType> {
  const { tx } = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: '/v1/convert/build-approve',
    query: { userAddress: parameters.userAddress, from: parameters.from, to: parameters.to, amount: parameters.amount?.toString() },
    schema: buildSwapApproveSchema,
    signal: parameters.signal,
  })
  return {
    from: parseCaipAddress(tx.from).address as Address,
    to: parseCaipAddress(tx.to).address as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value ?? '0'),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  }
}
