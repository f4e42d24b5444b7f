import type { TransactionErrorJson } from '../errors/transactionError'
import type { AccountKeys } from '../runtime/accountKeys'
import type { WireTransaction } from '../runtime/decodeWireTransaction'
import type { TokenBalanceEntry } from '../runtime/tokenBalances'

export interface InnerInstructionRecord {
  programIdIndex: number
  accounts: number[]
  /** base58 */
  data: string
  stackHeight: number
}

/** What the ledger keeps of a processed transaction (one that paid its fee, successful or not). */
export interface TransactionRecord {
  signature: string
  slot: number
  /** Unix seconds of the slot. */
  blockTime: number
  wire: WireTransaction
  accountKeys: AccountKeys
  err: TransactionErrorJson | null
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalanceEntry[]
  postTokenBalances: TokenBalanceEntry[]
  logMessages: string[]
  innerInstructions: { index: number; instructions: InnerInstructionRecord[] }[]
  computeUnitsConsumed: bigint
  returnData: { programId: string; data: [string, 'base64'] } | null
  memo: string | null
  /** micro-lamports per compute unit the transaction offered (getRecentPrioritizationFees). */
  computeUnitPrice: bigint
}
