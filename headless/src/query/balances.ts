import type { TokenBalance } from '../api/getTokenBalances.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import { AccountOrNetworkMissingError, type TokenBalanceUnavailableError } from '../errors/account.js'
import type { InternalError } from '../errors/internal.js'
import { berthKeys } from './keys.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import type { QueryParameter } from './options.js'
import { apiReadRetry, PORTFOLIO_STALE_MS } from './policy.js'

/** An account on a network (its address as its namespace writes it: 0x… or base58); the hooks fill either in from the connection when left out. */
export type AccountQueryParameters = { address?: string | undefined; caipNetworkId?: CaipNetworkId | undefined }

/** Every error a portfolio read can end with: the API's failure arrives as the `cause` of TokenBalanceUnavailableError. */
export type BalancesErrorType = TokenBalanceUnavailableError | AccountOrNetworkMissingError | InternalError

/** The key token balances are cached under (under their account's). */
export type BalancesQueryKey = ReturnType<typeof berthKeys.balances>

/** balancesQueryOptions' parameters: the account and network, and TanStack `query` options. */
export type BalancesOptions<TData = TokenBalance[]> = AccountQueryParameters & QueryParameter<TokenBalance[], BalancesErrorType, TData, BalancesQueryKey>

/**
 * Token balances (native and ERC-20) of one account on one network, from the data API: each with
 * its quantity as a decimal string (`quantity.numeric`) and its USD price and value. Fresh for
 * 30 s; not retried by the query (the API client retries, and a failure blocks the next read for
 * 30 s, with the 'Token Balance Unavailable' notification).
 */
export function balancesQueryOptions<TData = TokenBalance[]>(client: Client, options: BalancesOptions<TData> = {}) {
  const { address, caipNetworkId, query } = options
  return queryOptions<TokenBalance[], BalancesErrorType, TData, BalancesQueryKey>({
    staleTime: PORTFOLIO_STALE_MS,
    ...apiReadRetry,
    ...query,
    queryKey: berthKeys.balances({ address, caipNetworkId }),
    enabled: enabledWhen(Boolean(address && caipNetworkId), query?.enabled),
    queryFn: ({ signal }) =>
      berthErrors(() => {
        if (!address || !caipNetworkId) throw new AccountOrNetworkMissingError('token balances need an address and a network')
        return client.account.balances({ address, caipNetworkId, signal })
      }),
  })
}
