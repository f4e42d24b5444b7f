import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { NameAccount } from '../api/profile/nameAccount.js'
import { resolveNameQueryOptions, type ResolveNameErrorType, type ResolveNameOptions } from '../query/names.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `query` options. */
export type UseResolveNameParameters<TData = NameAccount | null> = Omit<ResolveNameOptions<TData>, 'name'>
/** What useResolveName returns: TanStack's result, its `error` typed. */
export type UseResolveNameReturnType<TData = NameAccount | null> = UseQueryResult<TData, UseResolveNameErrorType>
/** The errors `useResolveName().error` can hold: 'Error resolving name'. */
export type UseResolveNameErrorType = ResolveNameErrorType

/** The addresses of an account name (`alice` or `alice.berth.id`), each under its coin type; `null` when nobody registered it. Fresh for 5 min. */
export function useResolveName<TData = NameAccount | null>(
  name: string | undefined,
  parameters: UseResolveNameParameters<TData> = {},
): UseResolveNameReturnType<TData> {
  return useQuery(resolveNameQueryOptions(useClient(), { ...parameters, name }), useBerthQueryClient())
}
