import type { InvalidSendReason } from '../errors/send.js'

export type FeeCoverage = { fee: bigint; nativeBalance: bigint; feeSymbol: string /** The native amount sent along (0 for a token). */; value: bigint }

/**
 * The native balance must pay the network fee, and for a native send the amount too: otherwise
 * the wallet would refuse (or the node drop it) after the user already confirmed.
 */
export function checkFeeCovered({ fee, nativeBalance, feeSymbol, value }: FeeCoverage): { reason: InvalidSendReason; message: string } | undefined {
  if (value + fee <= nativeBalance) return undefined
  return {
    reason: 'fee-above-balance',
    message: value > 0n ? `Insufficient ${feeSymbol} for the amount and the network fee` : `Insufficient ${feeSymbol} for the network fee`,
  }
}
