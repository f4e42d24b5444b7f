import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * A network's node did not answer, or answered an HTTP error (after the retries for the statuses
 * that recover): shortMessage 'HTTP request failed', `status` undefined when there was no response.
 * Comes from what Berth reads from the node itself: balances, receipts, a send's simulation and fees.
 */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  constructor(url: string, status: number | undefined, parameters: BaseErrorParameters = {}) {
    super('HTTP request failed', { details: `${status === undefined ? 'no response' : `status ${status}`} from ${url}`, ...parameters })
    this.status = status
  }
}

/**
 * A network's node answered with a JSON-RPC error (its code in `code`), or with something that is
 * not the answer asked for, or the network has no RPC URL: shortMessage 'RPC request failed', the
 * method and the reason in `details`.
 */
export class RpcRequestError extends BaseError {
  override name = 'RpcRequestError'
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super('RPC request failed', { ...parameters, details: `${method}${parameters.details ? `: ${parameters.details}` : ''}` })
  }
}
