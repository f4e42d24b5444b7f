import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** EIP-712 typed data that does not match its own types (a field missing, a value out of range). */
export class InvalidTypedDataError extends BaseError {
  override name = 'InvalidTypedDataError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid typed data', parameters)
  }
}
