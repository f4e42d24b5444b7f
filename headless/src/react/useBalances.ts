import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { TokenBalance } from '../api/getTokenBalances.js'
import { balancesQueryOptions, type BalancesErrorType, type BalancesOptions } from '../query/balances.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `address` and `caipNetworkId` (the connected account and the active network when left out), and TanStack `query` options. */
export type UseBalancesParameters<TData = TokenBalance[]> = BalancesOptions<TData>
/** What useBalances returns: TanStack's result, its `error` typed. */
export type UseBalancesReturnType<TData = TokenBalance[]> = UseQueryResult<TData, UseBalancesErrorType>
/** The errors `useBalances().error` can hold ('Token Balance Unavailable', its cause the API's error). */
export type UseBalancesErrorType = BalancesErrorType

/**
 * Token balances (native and ERC-20) of the connected account on the active network, or of the
 * ones given, from the data API: each with `quantity.numeric` (a decimal string), `price` and
 * `value` in USD. Fresh for 30 s; a failure shows 'Token Balance Unavailable' and blocks the next
 * read for 30 s.
 *
 * @example
 * const { data: tokens = [] } = useBalances({ query: { select: (all) => all.filter((token) => token.value > 1) } })
 */
export function useBalances<TData = TokenBalance[]>(parameters: UseBalancesParameters<TData> = {}): UseBalancesReturnType<TData> {
  return useQuery(balancesQueryOptions(useClient(), useActiveAccountParameters(parameters)), useBerthQueryClient())
}
