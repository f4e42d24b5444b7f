import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { safeLabel } from '../safety/safeLabel.js'
import { apiRequest, type ApiTransport } from './request.js'
import { safeImageUrl } from '../safety/safeUrl.js'

/** docs/entities.md "Token balance". */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.optional(z.nullable(z.string())),
  decimals: z.optional(z.number()),
})

export const getTokenBalancesSchema = z.object({ balances: z.array(tokenBalanceSchema) })

/** One holding as the UI may show it: text cleaned, icon checked, decimals a number. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2. */
  chainId: string
  /** CAIP-10 token address; undefined for the native currency. */
  address: string | undefined
  /** USD. */
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  decimals: number
  iconUrl: string | undefined
}

/** Whose holdings client.api.getTokenBalances reads from the data API, on one network or all. */
export type GetTokenBalancesParameters = {
  address: string
  /** CAIP-2; all chains when absent. */
  chainId?: string
  /** Asks the API to read fresh balances (after a send). */
  forceUpdate?: boolean
  signal?: AbortSignal
}

/** GET /v1/account/{address}/balance?currency=usd. */
export async function getTokenBalances(transport: ApiTransport, parameters: GetTokenBalancesParameters): Promise<TokenBalance[]> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: `/v1/account/${encodeURIComponent(parameters.address)}/balance`,
    query: { currency: 'usd', chainId: parameters.chainId, forceUpdate: parameters.forceUpdate ? String(Date.now()) : undefined },
    schema: getTokenBalancesSchema,
    signal: parameters.signal,
  })
  return body.balances.flatMap((balance) => {
    const decimals = balance.decimals ?? Number(balance.quantity.decimals)
    // docs/validation.md: tokens with zero decimals are dropped (and a decimals field that is not a count is no token).
    if (!Number.isInteger(decimals) || decimals <= 0) return []
    return [
      {
        name: safeLabel(balance.name) || balance.symbol,
        symbol: safeLabel(balance.symbol),
        chainId: balance.chainId,
        address: balance.address,
        value: balance.value ?? 0,
        price: balance.price,
        quantity: balance.quantity,
        decimals,
        iconUrl: safeImageUrl(balance.iconUrl, { api: transport.apiUrl }),
      },
    ]
  })
}

export type GetTokenBalancesErrorType = ApiError
