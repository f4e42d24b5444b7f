import { BaseError, type BaseErrorParameters } from '../../errors/BaseError.js'

/**
 * The Esplora API answered with something that is not what the endpoint returns: shortMessage
 * 'Invalid Esplora response', the endpoint and the first wrong field in `details`.
 */
export class EsploraResponseError extends BaseError {
  override name = 'EsploraResponseError'
  readonly endpoint: string
  constructor(endpoint: string, problem: string, parameters: BaseErrorParameters = {}) {
    super('Invalid Esplora response', { details: `${endpoint}: ${problem}`, ...parameters })
    this.endpoint = endpoint
  }
}

/**
 * The node refused the transaction (`POST /tx` answered an error): shortMessage 'Transaction refused
 * by the node', the node's own reason in `nodeMessage` (and `details`). Nothing was broadcast.
 */
export class TransactionRefusedByNodeError extends BaseError {
  override name = 'TransactionRefusedByNodeError'
  readonly nodeMessage: string
  constructor(nodeMessage: string, parameters: BaseErrorParameters = {}) {
    super('Transaction refused by the node', { details: nodeMessage, ...parameters })
    this.nodeMessage = nodeMessage
  }
}

/**
 * The PSBT the wallet returned is not the one Berth asked it to sign (other inputs, outputs or
 * amounts), or is not signed: shortMessage 'The wallet returned a different transaction', what
 * differs in `details`. Nothing was broadcast.
 */
export class PsbtMismatchError extends BaseError {
  override name = 'PsbtMismatchError'
  constructor(problem: string, parameters: BaseErrorParameters = {}) {
    super('The wallet returned a different transaction', { details: problem, ...parameters })
  }
}

/** The transaction was not confirmed within the wait: shortMessage 'Wait for confirmation timed out', the txid in `details`. */
export class ConfirmationTimeoutError extends BaseError {
  override name = 'ConfirmationTimeoutError'
  constructor(txid: string, timeoutMs: number) {
    super('Wait for confirmation timed out', { details: `${txid} was not confirmed within ${timeoutMs} ms` })
  }
}
