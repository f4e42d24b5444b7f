import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'
import { fromLiteSvmError } from '../errors/fromLiteSvmError'
import type { TransactionErrorJson } from '../errors/transactionError'
import type { ChainAccount } from './chainAccount'
import type { WireTransaction } from './decodeWireTransaction'
import { readMeta, type ExecutionMeta } from './readMeta'

export interface SimulationOutcome extends ExecutionMeta {
  err: TransactionErrorJson | null
  /** The accounts the transaction would leave, by address (none when it fails). */
  postAccounts: Map<string, ChainAccount>
}

/** Runs `wire` on litesvm without committing anything; `sigVerify: false` accepts missing or wrong signatures. */
export function simulateOnSvm(svm: LiteSVM, wire: WireTransaction, options: { sigVerify: boolean }): SimulationOutcome {
  // The cluster verifies signatures on every send; only this simulation may skip it.
  svm.withSigverify(options.sigVerify)
  let result: ReturnType<LiteSVM['simulateTransaction']>
  try {
    result = svm.simulateTransaction(wire.transaction)
  } finally {
    svm.withSigverify(true)
  }
  if (result instanceof FailedTransactionMetadata) {
    return { ...readMeta(result.meta()), err: fromLiteSvmError(result.err()), postAccounts: new Map() }
  }
  const postAccounts = new Map<string, ChainAccount>()
  for (const account of result.postAccounts()) {
    postAccounts.set(account.address, {
      address: account.address,
      lamports: account.lamports,
      programAddress: account.programAddress,
      executable: account.executable,
      data: new Uint8Array(account.data),
    })
  }
  return { ...readMeta(result.meta()), err: null, postAccounts }
}
