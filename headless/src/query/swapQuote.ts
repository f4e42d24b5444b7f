import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import type { ApiError } from '../errors/api.js'
import type { ConfigurationError } from '../errors/configuration.js'
import type { ConnectorNotConnectedError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import type { InvalidSwapError, SwapNetworkNotSupportedError } from '../errors/swap.js'
import type { SwapParameters, SwapQuote } from '../types/swap.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import { swapKeys } from './swapKeys.js'
import type { QueryParameter } from './options.js'
import { queryRetry } from './policy.js'

/** Every error a quote can end with: the input refused ('Choose two different tokens', 'Insufficient USDC balance' ...), an unserved network, or the API's failure ('Insufficient liquidity'). */
export type SwapQuoteErrorType = InvalidSwapError | SwapNetworkNotSupportedError | ConnectorNotConnectedError | ApiError | ConfigurationError | InternalError

/** The key a quote is cached under: under the account's, so its swap drops it. */
export type SwapQuoteQueryKey = ReturnType<typeof swapKeys.quote>

/** swapQuoteQueryOptions' parameters: the swap (each part may still be missing: the query waits), the account and network, and TanStack `query` options. */
export type SwapQuoteOptions<TData = SwapQuote> = Partial<SwapParameters> & { caipNetworkId?: CaipNetworkId | undefined } & QueryParameter<
    SwapQuote,
    SwapQuoteErrorType,
    TData,
    SwapQuoteQueryKey
  >

/**
 * What swapping `amount` of `from` into `to` would give: the amount out, the minimum received at the
 * slippage (1 %), the rate, the price impact and the network fee. Waits until both tokens and an
 * amount are given; refused input is an answer, not retried. Kept fresh for 15 s (prices move).
 */
export function swapQuoteQueryOptions<TData = SwapQuote>(client: Client, options: SwapQuoteOptions<TData> = {}) {
  const { address, caipNetworkId, from, to, amount, slippage, balance, query } = options
  const ready = Boolean(address && from && to && amount?.trim())
  return queryOptions<SwapQuote, SwapQuoteErrorType, TData, SwapQuoteQueryKey>({
    staleTime: 15_000,
    ...queryRetry,
    ...query,
    queryKey: swapKeys.quote({ address, caipNetworkId: caipNetworkId ?? from?.chainId, from: from?.address, to: to?.address, amount, slippage }),
    enabled: enabledWhen(ready, query?.enabled),
    queryFn: ({ signal }) => berthErrors(() => client.swap.quote({ from: from!, to: to!, amount: amount!, address, slippage, balance, signal })),
  })
}
