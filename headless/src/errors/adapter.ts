import { BaseError } from './BaseError.js'

/** No chain adapter for the namespace: the client was not given one (only eip155 ships today). */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(namespace: string) {
    super('Adapter not found', { details: namespace })
  }
}
