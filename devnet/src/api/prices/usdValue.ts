import { formatUnits, parseUnits } from 'viem'

/** Prices and values are computed in units of 1e-8 USD: exact for any price the table holds. */
const USD_DECIMALS = 8

/**
 * The USD value of `raw` base units of a token with `decimals`, at `price` (a decimal string), as
 * a number. The product is taken in bigints and truncated to 1e-8 USD, so 10,000 USDC at 1 is
 * exactly 10000 and 1 wei at 3000 is 0, not a float artefact.
 */
export function usdValue(raw: bigint, decimals: number, price: string): number {
  const value = (raw * parseUnits(price, USD_DECIMALS)) / 10n ** BigInt(decimals)
  return Number(formatUnits(value, USD_DECIMALS))
}

/** `raw` base units as a decimal string: 1500000n with 6 decimals → '1.5'. */
export function formatQuantity(raw: bigint, decimals: number): string {
  return formatUnits(raw, decimals)
}
