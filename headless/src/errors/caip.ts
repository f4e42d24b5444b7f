import { BaseError } from './BaseError.js'

export class InvalidCaipError extends BaseError {
  override name = 'InvalidCaipError'
  constructor(kind: 'network id' | 'address', value: string) {
    super(`Invalid CAIP ${kind}`, { details: `${JSON.stringify(value)} must have ${kind === 'address' ? 3 : 2} non-empty parts separated by ":"` })
  }
}
