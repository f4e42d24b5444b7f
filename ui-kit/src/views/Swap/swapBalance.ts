import type { SwapToken, TokenBalance } from '@berth/headless'
import { balanceInBaseUnits, findBalance } from '../../send/sendTokens'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The portfolio entry of a swap token: the portfolio writes the native currency without an address, the swap service as 0xeeee…eeee. */
export function swapTokenBalance(balances: readonly TokenBalance[] | undefined, token: SwapToken | undefined): TokenBalance | undefined {
  if (!token) return undefined
  const native = token.address.toLowerCase().endsWith(`:${NATIVE}`)
  return findBalance(balances, { chainId: token.chainId, address: native ? undefined : token.address })
}

/** The swap token's balance in base units, when the portfolio lists it. */
export function swapTokenBalanceValue(balances: readonly TokenBalance[] | undefined, token: SwapToken | undefined): bigint | undefined {
  return balanceInBaseUnits(swapTokenBalance(balances, token))
}
