import {
  isSolanaError,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__INSTRUCTION_ERROR__INSUFFICIENT_FUNDS,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT,
} from '@solana/kit'
import type { BaseError } from '../../../errors/BaseError.js'
import { BlockhashExpiredError, InsufficientFundsError, TransactionRefusedError } from '../errors.js'
import { fromRpcError } from '../solanaRpc.js'

// Custom error 1 is "insufficient funds" in both programs a transfer calls: the System program's
// ResultWithNegativeLamports and the Token program's InsufficientFunds.
const INSUFFICIENT_FUNDS_CUSTOM_CODE = 1

/**
 * What sendTransaction's refusal means for the user: an expired blockhash, insufficient funds, or
 * another refusal with the cluster's message (and its logs in `metaMessages`). Transport failures
 * stay what they are.
 */
export function fromSendError(url: string, error: unknown): BaseError {
  if (!isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) return fromRpcError('sendTransaction', url, error)
  const reason = error.cause
  const context = error.context as { __serverMessage?: unknown; logs?: unknown }
  const clusterMessage = typeof context.__serverMessage === 'string' ? context.__serverMessage : error.message
  const logs = Array.isArray(context.logs) ? context.logs.filter((line): line is string => typeof line === 'string') : []
  const parameters = { cause: error, ...(logs.length > 0 ? { metaMessages: logs } : {}) }
  if (isSolanaError(reason, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)) return new BlockhashExpiredError(parameters)
  if (
    isSolanaError(reason, SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE) ||
    isSolanaError(reason, SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT) ||
    isSolanaError(reason, SOLANA_ERROR__INSTRUCTION_ERROR__INSUFFICIENT_FUNDS) ||
    (isSolanaError(reason, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM) && reason.context.code === INSUFFICIENT_FUNDS_CUSTOM_CODE)
  ) {
    return new InsufficientFundsError({ ...parameters, details: clusterMessage })
  }
  // kit's messages are codes in a production build: the case a user may meet (a second send of
  // the same transfer under the same blockhash) gets words of its own.
  if (isSolanaError(reason, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED)) {
    return new TransactionRefusedError('This transaction has already been processed', parameters)
  }
  return new TransactionRefusedError(clusterMessage, parameters)
}

const EXPIRED = /blockhash not found|block height exceeded|blockhash.*expired/i
const INSUFFICIENT = /insufficient (funds|lamports)/i

/**
 * A wallet that sends itself (solana:signAndSendTransaction) reports the cluster's refusal in its
 * own words: read them for the two cases a user can act on.
 */
export function fromWalletSendError(error: unknown): BaseError | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (EXPIRED.test(message)) return new BlockhashExpiredError({ cause: error })
  if (INSUFFICIENT.test(message)) return new InsufficientFundsError({ cause: error })
  return undefined
}
