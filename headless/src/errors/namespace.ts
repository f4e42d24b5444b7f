import { BaseError } from './BaseError.js'

/** Something namespace-specific (a sign-in message format, a transfer) does not exist for this namespace. */
export class UnsupportedChainNamespaceError extends BaseError {
  override name = 'UnsupportedChainNamespaceError'
  constructor(details: string) {
    super('Unsupported chain namespace', { details })
  }
}
