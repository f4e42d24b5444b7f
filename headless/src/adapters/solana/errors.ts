import { BaseError, type BaseErrorParameters } from '../../errors/BaseError.js'

/**
 * The transaction named a blockhash the cluster no longer accepts (about a minute after it was
 * read): nothing was sent, and a new send reads a fresh one. shortMessage 'Transaction expired'.
 */
export class BlockhashExpiredError extends BaseError {
  override name = 'BlockhashExpiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Transaction expired', { details: 'its blockhash expired before the cluster accepted it; send again', ...parameters })
  }
}

/** The cluster refused the transaction for want of SOL (fee, rent) or tokens: shortMessage 'Insufficient funds'. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Insufficient funds', parameters)
  }
}

/**
 * The cluster refused the transaction for another reason: shortMessage 'Transaction refused by the
 * cluster', and the cluster's own message in `clusterMessage` (and `details`).
 */
export class TransactionRefusedError extends BaseError {
  override name = 'TransactionRefusedError'
  readonly clusterMessage: string
  constructor(clusterMessage: string, parameters: BaseErrorParameters = {}) {
    super('Transaction refused by the cluster', { details: clusterMessage, ...parameters })
    this.clusterMessage = clusterMessage
  }
}
