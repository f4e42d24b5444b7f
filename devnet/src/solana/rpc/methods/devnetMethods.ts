import { z } from 'zod'
import { defineMethod } from '../defineMethod'
import type { SolanaRpcContext } from '../rpcContext'

// Enough to expire any blockhash (150) and then some; more is a mistake, not a test.
const MAX_ADVANCE = 1000

/**
 * The devnet's own methods, beside Solana's (as anvil has anvil_mine): devnet_advanceSlots
 * produces `count` slots at once, so a test can expire a blockhash without waiting a minute.
 */
export const devnetMethods = [
  defineMethod('devnet_advanceSlots', z.tuple([z.number().int().min(1).max(MAX_ADVANCE)]), ([count], { cluster }: SolanaRpcContext) => {
    for (let produced = 0; produced < count; produced++) cluster.advanceSlot()
    return { slot: cluster.current.slot, blockHeight: cluster.current.blockHeight }
  }),
]
