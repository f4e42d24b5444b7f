import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { RpcCode } from './rpcCodes.js'

export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is not supported', { code: RpcCode.UnrecognizedChain, ...parameters })
  }
}

export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(caipNetworkId: string, details?: string) {
    super('Network not found', { details: details ?? caipNetworkId })
  }
}

export class SwitchNetworkRejectedError extends BaseError {
  override name = 'SwitchNetworkRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network switch rejected', { code: RpcCode.UserRejected, ...parameters })
  }
}

export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(value: unknown) {
    super('Invalid chainId', { details: JSON.stringify(value) ?? String(value) })
  }
}
