import { formatUnits } from 'viem'

/** One side of a trade: an amount in base units, its decimals and its USD price. */
export type PricedAmount = { amount: bigint; decimals: number; price: number | undefined }

/** USD value of a priced amount; undefined without a price. */
export function usdValue({ amount, decimals, price }: PricedAmount): number | undefined {
  return price === undefined ? undefined : Number(formatUnits(amount, decimals)) * price
}

/**
 * How much a trade loses against the USD prices, in percent (the pool's fee and its depth): 0 when
 * it gains, undefined when a price is missing or what goes in is worth nothing.
 */
export function priceImpact(from: PricedAmount, to: PricedAmount): number | undefined {
  const paid = usdValue(from)
  const got = usdValue(to)
  if (paid === undefined || got === undefined || paid <= 0) return undefined
  return Math.max(0, ((paid - got) / paid) * 100)
}

/** How many `to` one `from` buys, in whole units. */
export function swapRate(from: Omit<PricedAmount, 'price'>, to: Omit<PricedAmount, 'price'>): number {
  const paid = Number(formatUnits(from.amount, from.decimals))
  return paid > 0 ? Number(formatUnits(to.amount, to.decimals)) / paid : 0
}
