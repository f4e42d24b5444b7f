import { BaseError } from './BaseError.js'

/**
 * A CAIP id without exactly two (network id) or three (address) non-empty parts, thrown by the
 * parse and format functions: shortMessage 'Invalid CAIP network id' or 'Invalid CAIP address', the
 * value in `details`.
 */
export class InvalidCaipError extends BaseError {
  override name = 'InvalidCaipError'
  constructor(kind: 'network id' | 'address', value: string) {
    super(`Invalid CAIP ${kind}`, { details: `${JSON.stringify(value)} must have ${kind === 'address' ? 3 : 2} non-empty parts separated by ":"` })
  }
}
