import { parseAmount, type SendToken, type TokenBalance } from '@berth/headless'

type TokenIdentity = { chainId: string; address?: string | undefined }

/** A portfolio entry as the send takes it (docs/entities.md: the token balance carries the send's fields). */
export function toSendToken(balance: TokenBalance): SendToken {
  return {
    symbol: balance.symbol,
    decimals: balance.decimals,
    chainId: balance.chainId,
    address: balance.address,
    name: balance.name,
    iconUrl: balance.iconUrl,
  }
}

/**
 * The same token: same network and contract (none for the native currency); an EVM contract in any
 * case, a Solana mint (base58, where case matters) exactly.
 */
export function isSameToken(a: TokenIdentity, b: TokenIdentity): boolean {
  if (a.chainId !== b.chainId) return false
  const evm = a.chainId.startsWith('eip155:')
  const key = (address: string | undefined) => (evm ? (address ?? '').toLowerCase() : (address ?? ''))
  return key(a.address) === key(b.address)
}

/** The account's balance entry of `token`, when the portfolio lists it. */
export function findBalance(balances: readonly TokenBalance[] | undefined, token: TokenIdentity | undefined): TokenBalance | undefined {
  return token ? balances?.find((balance) => isSameToken(balance, token)) : undefined
}

/** The balance in base units, exactly; undefined when the API's quantity is not a plain decimal. */
export function balanceInBaseUnits(balance: TokenBalance | undefined): bigint | undefined {
  if (!balance) return undefined
  const parsed = parseAmount(balance.quantity.numeric, balance.decimals)
  return parsed.ok ? parsed.value : undefined
}

/** The native currency's USD price on `chainId`, when the portfolio knows it. */
export function nativePrice(balances: readonly TokenBalance[] | undefined, chainId: string | undefined): number | undefined {
  const native = balances?.find((balance) => balance.address === undefined && balance.chainId === chainId)
  return native && native.price > 0 ? native.price : undefined
}

/** The USD value of a typed amount at `price`; undefined when either is unknown or not a number. */
export function usdValue(amount: string | undefined, price: number | undefined): number | undefined {
  if (!amount?.trim() || !price) return undefined
  const value = Number(amount) * price
  return Number.isFinite(value) ? value : undefined
}
