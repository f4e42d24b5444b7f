import { rpcErrorCodes, SolanaRpcError } from '../errors/rpcError'
import { transactionErrorMessage, type TransactionErrorJson } from '../errors/transactionError'

/**
 * -32002 'Transaction simulation failed: …' with the simulation in `data`, as agave answers a send
 * its preflight refuses; @solana/kit and web3.js read `data.err` and `data.logs`.
 */
export function preflightFailure(err: TransactionErrorJson, simulation: { logs?: string[]; unitsConsumed?: bigint } = {}): SolanaRpcError {
  return new SolanaRpcError(rpcErrorCodes.sendTransactionPreflightFailure, `Transaction simulation failed: ${transactionErrorMessage(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: simulation.logs ?? [],
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: simulation.unitsConsumed ?? 0n,
  })
}

export const signatureVerificationFailure = () =>
  new SolanaRpcError(rpcErrorCodes.transactionSignatureVerificationFailure, 'Transaction signature verification failure')
