import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import type { ApiError } from '../errors/api.js'
import type { ConfigurationError } from '../errors/configuration.js'
import type { InternalError } from '../errors/internal.js'
import type { SwapNetworkNotSupportedError } from '../errors/swap.js'
import type { SwapToken } from '../types/swap.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import { swapKeys } from './swapKeys.js'
import type { QueryParameter } from './options.js'
import { queryRetry, WALLETS_STALE_MS } from './policy.js'

/** Every error the swap token list can end with: a network the swap service does not serve, or the API's failure. */
export type SwapTokensErrorType = SwapNetworkNotSupportedError | ApiError | ConfigurationError | InternalError

/** The key the swap token list is cached under. */
export type SwapTokensQueryKey = ReturnType<typeof swapKeys.tokens>

/** swapTokensQueryOptions' parameters: the network (the active one in the hook), and TanStack `query` options. */
export type SwapTokensOptions<TData = SwapToken[]> = { caipNetworkId?: CaipNetworkId | undefined } & QueryParameter<
  SwapToken[],
  SwapTokensErrorType,
  TData,
  SwapTokensQueryKey
>

/** The tokens the swap service trades on a network (GET /v1/convert/tokens), fresh for 5 min. */
export function swapTokensQueryOptions<TData = SwapToken[]>(client: Client, options: SwapTokensOptions<TData> = {}) {
  const { caipNetworkId, query } = options
  return queryOptions<SwapToken[], SwapTokensErrorType, TData, SwapTokensQueryKey>({
    staleTime: WALLETS_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: swapKeys.tokens(caipNetworkId),
    enabled: enabledWhen(Boolean(caipNetworkId), query?.enabled),
    queryFn: ({ signal }) => berthErrors(() => client.swap.tokens({ caipNetworkId, signal })),
  })
}
