import { BaseError } from '../../errors/BaseError.js'
import { ConnectionRejectedError, FailedToConnectError } from '../../errors/connection.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'

/** WalletConnect SDK error codes for a wallet declining a proposal (USER_REJECTED, _CHAINS, _METHODS, _EVENTS). */
const WALLETCONNECT_REJECTION_CODES: ReadonlySet<number> = new Set([RpcCode.UserRejected, 5000, 5001, 5002, 5003])

/** A failed pairing as the catalogue names it: a declined proposal is 'Connection rejected', anything else 'Failed to connect'. */
export function toConnectError(error: unknown): BaseError {
  if (error instanceof ConnectionRejectedError || error instanceof FailedToConnectError) return error
  const code = rpcCodeOf(error)
  if (code !== undefined && WALLETCONNECT_REJECTION_CODES.has(code)) return new ConnectionRejectedError({ cause: error })
  return new FailedToConnectError({ cause: error })
}
