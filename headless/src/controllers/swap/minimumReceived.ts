/**
 * The least a swap accepts: `toAmount` less `slippage` percent (1 means 1 %), rounded down, at a
 * precision of 0.01 %, as the swap service computes the router's amountOutMin.
 */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

/** A slippage the swap service takes: above 0 and at most 50 %, to 0.01 %. */
export function validSlippage(slippage: number): boolean {
  return Number.isFinite(slippage) && slippage > 0 && slippage <= 50 && Math.abs(slippage * 100 - Math.round(slippage * 100)) < 1e-9
}
