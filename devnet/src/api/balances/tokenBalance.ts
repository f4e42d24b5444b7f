/** docs/entities.md "Token balance": one entry of GET /v1/account/{address}/balance. */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2, 'eip155:31337'. */
  chainId: string
  /** 'eip155:31337:0x…'; absent for the native currency. */
  address?: string
  /** USD. */
  value: number
  /** USD per token. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
  decimals: number
}
