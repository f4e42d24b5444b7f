import type { BaseError } from '../../errors/BaseError.js'
import { ConnectionRejectedError, FailedToConnectError, ModalClosedError } from '../../errors/connection.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'

/** WalletConnect SDK error codes for a wallet declining a proposal (USER_REJECTED, _CHAINS, _METHODS, _EVENTS). */
const WALLETCONNECT_REJECTION_CODES: ReadonlySet<number> = new Set([RpcCode.UserRejected, 5000, 5001, 5002, 5003])

/** No pairing URI came: the relay socket could not be opened, so no wallet could ever answer. */
export class WalletConnectRelayUnavailableError extends FailedToConnectError {
  override name = 'WalletConnectRelayUnavailableError'
  constructor(relayUrl: string, waitedMs: number) {
    super({ details: `the WalletConnect relay ${relayUrl} did not answer within ${waitedMs} ms` })
  }
}

/** The URI was shown, but no wallet approved a pairing before the wait ended. */
export class WalletConnectApprovalTimeoutError extends FailedToConnectError {
  override name = 'WalletConnectApprovalTimeoutError'
  constructor(waitedMs: number) {
    super({ details: `no wallet approved the connection within ${Math.round(waitedMs / 1_000)} s` })
  }
}

/** A failed pairing as the catalogue names it: a declined proposal is 'Connection rejected', anything else 'Failed to connect'. */
export function toConnectError(error: unknown): BaseError {
  if (error instanceof ConnectionRejectedError || error instanceof FailedToConnectError || error instanceof ModalClosedError) return error
  const code = rpcCodeOf(error)
  if (code !== undefined && WALLETCONNECT_REJECTION_CODES.has(code)) return new ConnectionRejectedError({ cause: error })
  return new FailedToConnectError({ cause: error })
}
