import { getBase58Decoder } from '@solana/kit'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'
import { fromLiteSvmError } from '../errors/fromLiteSvmError'
import type { TransactionErrorJson } from '../errors/transactionError'
import type { TransactionRecord } from '../ledger/transactionRecord'
import { resolveAccountKeys } from './accountKeys'
import type { AccountReader } from './accountReader'
import type { WireTransaction } from './decodeWireTransaction'
import { extractMemo } from './extractMemo'
import { readComputeBudget } from './fees'
import { readMeta } from './readMeta'
import { readTokenBalances } from './tokenBalances'

export type ExecutionOutcome =
  | { processed: true; record: TransactionRecord }
  /** Refused before execution (no fee paid, nothing recorded): BlockhashNotFound, AccountNotFound … */
  | { processed: false; err: TransactionErrorJson }

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n)

/**
 * Runs `wire` on litesvm in the slot given and returns what the ledger keeps: balances and token
 * balances before and after, the fee (what left the accounts: lamports move only between them
 * otherwise), logs, inner instructions. A transaction that fails in execution is processed too: it
 * pays its fee and is recorded with its error, as on a cluster.
 */
export function executeTransaction(svm: LiteSVM, wire: WireTransaction, slot: { slot: number; blockTime: number }, accounts: AccountReader): ExecutionOutcome {
  const accountKeys = resolveAccountKeys(wire.message, accounts.read)
  const balances = () => accountKeys.keys.map((key) => accounts.read(key)?.lamports ?? 0n)
  const preBalances = balances()
  const preTokenBalances = readTokenBalances(accountKeys.keys, accounts.read, accounts.findMint)
  const result = svm.sendTransaction(wire.transaction)
  const failed = result instanceof FailedTransactionMetadata
  const meta = failed ? result.meta() : result
  // litesvm answers a transaction it did not process with a default signature (all zeroes).
  if (failed && getBase58Decoder().decode(meta.signature()) !== wire.signature) return { processed: false, err: fromLiteSvmError(result.err()) }
  const postBalances = balances()
  const execution = readMeta(meta)
  return {
    processed: true,
    record: {
      signature: wire.signature,
      slot: slot.slot,
      blockTime: slot.blockTime,
      wire,
      accountKeys,
      err: failed ? fromLiteSvmError(result.err()) : null,
      fee: sum(preBalances) - sum(postBalances),
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: readTokenBalances(accountKeys.keys, accounts.read, accounts.findMint),
      logMessages: execution.logMessages,
      innerInstructions: execution.innerInstructions,
      computeUnitsConsumed: execution.unitsConsumed,
      returnData: execution.returnData,
      memo: extractMemo(wire.message),
      computeUnitPrice: readComputeBudget(wire.message).computeUnitPrice,
    },
  }
}
