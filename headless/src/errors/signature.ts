import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { RpcCode } from './rpcCodes.js'

/** SPEC §8: 'Signature declined' — the wallet refused or failed to sign. */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Signature declined', { code: RpcCode.UserRejected, ...parameters })
  }
}

/** EIP-712 typed data that does not match its own types (a field missing, a value out of range). */
export class InvalidTypedDataError extends BaseError {
  override name = 'InvalidTypedDataError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid typed data', parameters)
  }
}
