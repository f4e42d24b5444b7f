import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { RpcCode } from './rpcCodes.js'

/** docs/errors.md: 'Signature declined' — the wallet refused or failed to sign. */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Signature declined', { code: RpcCode.UserRejected, ...parameters })
  }
}
