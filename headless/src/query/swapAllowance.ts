import type { Client } from '../client.js'
import type { ApiError } from '../errors/api.js'
import type { ConfigurationError } from '../errors/configuration.js'
import type { ConnectorNotConnectedError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import type { SwapNetworkNotSupportedError } from '../errors/swap.js'
import type { SwapToken } from '../types/swap.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import { swapKeys } from './swapKeys.js'
import type { QueryParameter } from './options.js'
import { queryRetry } from './policy.js'

/** Every error an allowance read can end with. */
export type SwapAllowanceErrorType = SwapNetworkNotSupportedError | ConnectorNotConnectedError | ApiError | ConfigurationError | InternalError

/** The key an allowance is cached under: under the account's, so its approve or swap drops it. */
export type SwapAllowanceQueryKey = ReturnType<typeof swapKeys.allowance>

/** swapAllowanceQueryOptions' parameters: the token and the account, and TanStack `query` options. */
export type SwapAllowanceOptions<TData = bigint> = { token?: SwapToken | undefined; address?: string | undefined } & QueryParameter<
  bigint,
  SwapAllowanceErrorType,
  TData,
  SwapAllowanceQueryKey
>

/**
 * What the swap router may take of `token` from the account, in base units (the native currency:
 * the uint256 maximum). SPEC §5: sufficient only if at least the amount, `allowanceSufficient`.
 */
export function swapAllowanceQueryOptions<TData = bigint>(client: Client, options: SwapAllowanceOptions<TData> = {}) {
  const { token, address, query } = options
  return queryOptions<bigint, SwapAllowanceErrorType, TData, SwapAllowanceQueryKey>({
    ...queryRetry,
    ...query,
    queryKey: swapKeys.allowance({ address, token: token?.address }),
    enabled: enabledWhen(Boolean(token && address), query?.enabled),
    queryFn: ({ signal }) => berthErrors(() => client.swap.allowance({ token: token!, address, signal })),
  })
}
