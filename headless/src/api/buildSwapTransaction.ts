import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import type { Address, Hex } from '../types/chain.js'
import { apiRequest, type ApiTransport } from './request.js'
import { baseUnitsSchema, eip155AccountSchema, gasSchema, hexSchema } from './swapAmounts.js'
import type { SwapTransaction } from './swapTransaction.js'
import { parseCaipAddress } from '../caip/caipAddress.js'

/** POST /v1/convert/build-transaction. */
export const buildSwapTransactionSchema = z.object({
  tx: z.object({
    from: eip155AccountSchema,
    to: eip155AccountSchema,
    data: hexSchema,
    amount: baseUnitsSchema,
    eip155: z.object({ gas: gasSchema, gasPrice: baseUnitsSchema }),
  }),
})

/** The swap client.api.buildSwapTransaction asks for. */
export type BuildSwapTransactionParameters = {
  userAddress: string
  /** CAIP-10 tokens. */
  from: string
  to: string
  /** In `from`'s base units. */
  amount: bigint
  /** Percent: 1 means 1 % off the quote for the minimum received. */
  slippage: number
  /** Skip the service's gas estimate (it uses a fixed limit). */
  disableEstimate?: boolean | undefined
  signal?: AbortSignal | undefined
}

/** The swap transaction to send. */
export type BuildSwapTransactionReturnType = SwapTransaction

/** Every failure of this call ('Insufficient liquidity' is the API's 400 reason). */
export type BuildSwapTransactionErrorType = ApiError

/** POST /v1/convert/build-transaction { amount, eip155: { slippage }, projectId, from, to, userAddress, disableEstimate }. */
export async function buildSwapTransaction(transport: ApiTransport, parameters: BuildSwapTransactionParameters): Promise<BuildSwapTransactionReturnType> {
  const { tx } = await apiRequest(transport, {
    method: 'POST',
    base: 'api',
    path: '/v1/convert/build-transaction',
    body: {
      amount: parameters.amount.toString(),
      eip155: { slippage: String(parameters.slippage) },
      projectId: transport.projectId,
      from: parameters.from,
      to: parameters.to,
      userAddress: parameters.userAddress,
      disableEstimate: parameters.disableEstimate ?? false,
    },
    schema: buildSwapTransactionSchema,
    signal: parameters.signal,
  })
  return {
    from: parseCaipAddress(tx.from).address as Address,
    to: parseCaipAddress(tx.to).address as Address,
    data: tx.data as Hex,
    value: BigInt(tx.amount),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  }
}
