import * as z from 'zod/mini'
import { parseQuantity, quantitySchema, type Rpc } from '../networkRpc.js'
import { RpcRequestError } from '../../../errors/http.js'
import { applyBaseFeeMultiplier } from './feeChecks.js'

export type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint }

const blockSchema = z.object({ baseFeePerGas: z.optional(z.nullable(quantitySchema)) })

/**
 * EIP-1559 fees when the latest block has a base fee (the cap is the base fee raised by the
 * multiplier plus the tip), else a legacy gas price raised by the multiplier, as viem estimates them.
 */
export async function estimateFees(rpc: Rpc, baseFeeMultiplier?: number): Promise<Fees> {
  const block = blockSchema.safeParse(await rpc('eth_getBlockByNumber', ['latest', false]))
  if (!block.success) throw new RpcRequestError('eth_getBlockByNumber', { details: 'the latest block is not a block' })
  const baseFee = block.data.baseFeePerGas
  if (!baseFee) return { gasPrice: applyBaseFeeMultiplier(parseQuantity(await rpc('eth_gasPrice', []), 'eth_gasPrice'), baseFeeMultiplier) }
  const maxPriorityFeePerGas = await priorityFee(rpc, BigInt(baseFee))
  return { maxFeePerGas: applyBaseFeeMultiplier(BigInt(baseFee), baseFeeMultiplier) + maxPriorityFeePerGas, maxPriorityFeePerGas }
}

/** Nodes without eth_maxPriorityFeePerGas: the tip is what the gas price pays above the base fee. */
async function priorityFee(rpc: Rpc, baseFee: bigint): Promise<bigint> {
  try {
    return parseQuantity(await rpc('eth_maxPriorityFeePerGas', []), 'eth_maxPriorityFeePerGas')
  } catch (error) {
    if (!(error instanceof RpcRequestError)) throw error
    const gasPrice = parseQuantity(await rpc('eth_gasPrice', []), 'eth_gasPrice')
    return gasPrice > baseFee ? gasPrice - baseFee : 0n
  }
}
