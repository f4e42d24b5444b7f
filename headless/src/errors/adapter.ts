import { BaseError } from './BaseError.js'

/** No chain adapter for the namespace: the client was not given one (only eip155 ships today). */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(namespace: string) {
    super('Adapter not found', { details: namespace })
  }
}

/** Something namespace-specific (a sign-in message format, a transfer) does not exist for this namespace. */
export class UnsupportedChainNamespaceError extends BaseError {
  override name = 'UnsupportedChainNamespaceError'
  constructor(details: string) {
    super('Unsupported chain namespace', { details })
  }
}
