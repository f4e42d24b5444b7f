import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** A wallet answered, but not with what its method promises. */
export class InvalidProviderResponseError extends BaseError {
  override name = 'InvalidProviderResponseError'
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super('Invalid wallet response', { details: `${method} returned an unexpected value`, ...parameters })
  }
}

/**
 * A wallet call or a node's JSON-RPC call that did not answer in time: by default 120 s for a wallet
 * prompt (`connectTimeoutMs`), 10 s for other wallet calls (`requestTimeoutMs`) and for a node.
 * shortMessage 'Request timed out'; the method and the wait in `details`.
 */
export class RequestTimeoutError extends BaseError {
  override name = 'RequestTimeoutError'
  constructor(method: string, timeoutMs: number) {
    super('Request timed out', { details: `${method} did not answer within ${timeoutMs} ms` })
  }
}

/** A wallet's own EIP-1193 error, kept with its code. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  constructor(code: number | undefined, parameters: BaseErrorParameters = {}) {
    super('RPC request failed', { ...parameters, ...(code === undefined ? {} : { code }) })
  }
}
