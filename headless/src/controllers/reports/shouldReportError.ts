import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'
import { InvalidSendError } from '../../errors/send.js'

/**
 * A visitor declining in their wallet, or a send form they have not filled right yet, is an
 * outcome, not a fault: only the rest is reported (docs/errors.md: internal errors are wrapped, reported
 * and rethrown).
 */
export function shouldReportError(error: unknown): boolean {
  return rpcCodeOf(error) !== RpcCode.UserRejected && !(error instanceof InvalidSendError)
}
