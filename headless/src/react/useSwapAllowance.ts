import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { swapAllowanceQueryOptions, type SwapAllowanceErrorType, type SwapAllowanceOptions } from '../query/swapAllowance.js'
import { useAccount } from './useAccount.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `token` (and `address`, the connected account when left out), and TanStack `query` options. */
export type UseSwapAllowanceParameters<TData = bigint> = SwapAllowanceOptions<TData>
/** What useSwapAllowance returns: TanStack's result, its `error` typed. */
export type UseSwapAllowanceReturnType<TData = bigint> = UseQueryResult<TData, UseSwapAllowanceErrorType>
/** The errors `useSwapAllowance().error` can hold. */
export type UseSwapAllowanceErrorType = SwapAllowanceErrorType

/**
 * What the swap router may take of `token` from the connected account, in base units. Approve when
 * `allowanceSufficient(data, amount)` is false.
 *
 * @example
 * const { data: allowance } = useSwapAllowance({ token: usdc })
 */
export function useSwapAllowance<TData = bigint>(parameters: UseSwapAllowanceParameters<TData> = {}): UseSwapAllowanceReturnType<TData> {
  const { address } = useAccount()
  return useQuery(swapAllowanceQueryOptions(useClient(), { ...parameters, address: parameters.address ?? address }), useBerthQueryClient())
}
