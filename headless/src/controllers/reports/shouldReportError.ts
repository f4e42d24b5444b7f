import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'

/**
 * A visitor declining in their wallet is an outcome, not a fault: only the rest is reported
 * (SPEC §8: internal errors are wrapped, reported and rethrown).
 */
export function shouldReportError(error: unknown): boolean {
  return rpcCodeOf(error) !== RpcCode.UserRejected
}
