import { BaseError } from '../../errors/BaseError.js'
import { RpcCode } from '../../errors/rpcCodes.js'

/** The wallet lacks the wallet-standard feature a request needs (`solana:signMessage`, `solana:signIn`, ...): shortMessage 'The wallet does not support this request'. */
export class WalletFeatureNotSupportedError extends BaseError {
  override name = 'WalletFeatureNotSupportedError'
  readonly feature: string
  constructor(feature: string) {
    super('The wallet does not support this request', { code: RpcCode.UnsupportedMethod, details: `the wallet has no ${feature}` })
    this.feature = feature
  }
}
