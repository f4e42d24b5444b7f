import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { balanceQueryOptions, type BalanceData, type BalanceErrorType, type BalanceOptions } from '../query/balance.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `address` and `caipNetworkId` (the connected account and the active network when left out), and TanStack `query` options. */
export type UseBalanceParameters<TData = BalanceData> = BalanceOptions<TData>
/** What useBalance returns: TanStack's result, its `error` typed. */
export type UseBalanceReturnType<TData = BalanceData> = UseQueryResult<TData, UseBalanceErrorType>
/** The errors `useBalance().error` can hold; each has a `shortMessage` to show. */
export type UseBalanceErrorType = BalanceErrorType

/**
 * The native balance of the connected account on the active network (or of the `address` and
 * `caipNetworkId` given), read from the network's own node: `value` in base units, `decimals`,
 * `symbol` and `formatted` ('1.5'). Fresh for 30 s; waits while nobody is connected.
 *
 * @example
 * const { data, error } = useBalance({ query: { refetchInterval: 15_000 } })
 * if (error) return <p>{error.shortMessage}</p>
 * return <p>{data ? `${data.formatted} ${data.symbol}` : '…'}</p>
 */
export function useBalance<TData = BalanceData>(parameters: UseBalanceParameters<TData> = {}): UseBalanceReturnType<TData> {
  return useQuery(balanceQueryOptions(useClient(), useActiveAccountParameters(parameters)), useBerthQueryClient())
}
