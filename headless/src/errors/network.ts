import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { RpcCode } from './rpcCodes.js'

/**
 * The wallet does not know the chain (4902) and adding it (wallet_addEthereumChain) failed too:
 * shortMessage 'Chain is not supported', `code` 4902.
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is not supported', { code: RpcCode.UnrecognizedChain, ...parameters })
  }
}

/**
 * A network id that is not one of the app's `networks`: switching to it, reading a balance on it,
 * sendTransaction while the wallet is on it, waiting for a receipt on it, or a `defaultNetwork`
 * missing from `networks` (createClient). shortMessage 'Network not found'.
 */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(caipNetworkId: string, details?: string) {
    super('Network not found', { details: details ?? caipNetworkId })
  }
}

/** The wallet (the visitor in it) declined the network switch: shortMessage 'Network switch rejected', `code` 4001. */
export class SwitchNetworkRejectedError extends BaseError {
  override name = 'SwitchNetworkRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network switch rejected', { code: RpcCode.UserRejected, ...parameters })
  }
}
