import type { ImageUrls } from '../images/imageUrls'
import { formatQuantity, usdValue } from '../prices/usdValue'
import type { TokenBalance } from './tokenBalance'

/** One entry of the balance answer: `raw` base units of `token` on chain `caip2`, valued at `price` (USD, a decimal string). */
export function tokenBalanceEntry(
  caip2: string,
  token: { name: string; symbol: string; decimals: number; address?: string },
  raw: bigint,
  price: string,
  images: ImageUrls,
): TokenBalance {
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caip2,
    ...(token.address ? { address: `${caip2}:${token.address}` } : {}),
    value: usdValue(raw, token.decimals, price),
    price: Number(price),
    quantity: { decimals: String(token.decimals), numeric: formatQuantity(raw, token.decimals) },
    iconUrl: images.token(token.symbol),
    decimals: token.decimals,
  }
}
