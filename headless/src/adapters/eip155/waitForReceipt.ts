import * as z from 'zod/mini'
import { RpcRequestError } from '../../errors/http.js'
import { WaitForReceiptTimeoutError } from '../../errors/transaction.js'
import type { Hex } from '../../types/chain.js'
import { RECEIPT_CONFIRMATIONS, RECEIPT_RETRY_COUNT, RECEIPT_TIMEOUT_MS } from '../receiptDefaults.js'
import { parseQuantity, quantitySchema, type Rpc } from './networkRpc.js'

export { RECEIPT_CONFIRMATIONS, RECEIPT_RETRY_COUNT, RECEIPT_TIMEOUT_MS }

export type Receipt = { transactionHash: Hex; status: 'success' | 'reverted'; blockNumber: bigint; gasUsed: bigint }

export type WaitForReceiptParameters = {
  hash: Hex
  pollingIntervalMs: number
  timeoutMs?: number
  /** Failed polls in a row that are tolerated (the node hiccups); one more and its error is thrown. */
  retryCount?: number
  confirmations?: number
}

const receiptSchema = z.nullable(
  z.object({
    transactionHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
    status: z.enum(['0x0', '0x1']),
    blockNumber: quantitySchema,
    gasUsed: quantitySchema,
  }),
)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls the network's node for the receipt: at once (an automining local chain has it already), then
 * every `pollingIntervalMs`. Not finding it yet is normal until the timeout; a node that keeps
 * failing is not. A reverted receipt is returned as such: the caller decides what it means.
 */
export async function waitForReceipt(rpc: Rpc, parameters: WaitForReceiptParameters): Promise<Receipt> {
  const { hash, pollingIntervalMs, timeoutMs = RECEIPT_TIMEOUT_MS, retryCount = RECEIPT_RETRY_COUNT, confirmations = RECEIPT_CONFIRMATIONS } = parameters
  const started = Date.now()
  let failures = 0
  for (;;) {
    let receipt: Receipt | undefined
    try {
      receipt = await readReceipt(rpc, hash)
      if (receipt && confirmations > 1) {
        const head = parseQuantity(await rpc('eth_blockNumber', []), 'eth_blockNumber')
        if (head - receipt.blockNumber + 1n < BigInt(confirmations)) receipt = undefined
      }
      failures = 0
    } catch (error) {
      failures += 1
      if (failures > retryCount) throw error
    }
    if (receipt) return receipt
    if (Date.now() - started + pollingIntervalMs > timeoutMs) throw new WaitForReceiptTimeoutError(hash, timeoutMs)
    await sleep(pollingIntervalMs)
  }
}

async function readReceipt(rpc: Rpc, hash: Hex): Promise<Receipt | undefined> {
  const parsed = receiptSchema.safeParse(await rpc('eth_getTransactionReceipt', [hash]))
  if (!parsed.success || (parsed.data && parsed.data.transactionHash.toLowerCase() !== hash.toLowerCase())) {
    throw new RpcRequestError('eth_getTransactionReceipt', { details: `the receipt for ${hash} is not a valid receipt` })
  }
  if (!parsed.data) return undefined
  const { status, blockNumber, gasUsed } = parsed.data
  return { transactionHash: hash, status: status === '0x1' ? 'success' : 'reverted', blockNumber: BigInt(blockNumber), gasUsed: BigInt(gasUsed) }
}
