import type { Identity } from '../api/getIdentity.js'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { identityQueryOptions, type IdentityErrorType, type IdentityOptions } from '../query/identity.js'
import { useAccount } from './useAccount.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `address` (the connected account when left out), and TanStack `query` options. */
export type UseIdentityParameters<TData = Identity> = IdentityOptions<TData>
/** What useIdentity returns: TanStack's result, its `error` typed. */
export type UseIdentityReturnType<TData = Identity> = UseQueryResult<TData, UseIdentityErrorType>
/** The errors `useIdentity().error` can hold. */
export type UseIdentityErrorType = IdentityErrorType

/** Name and avatar of the connected account, or of `address` (each undefined when it has none). Fresh for 5 min. */
export function useIdentity<TData = Identity>(parameters: UseIdentityParameters<TData> = {}): UseIdentityReturnType<TData> {
  const { address } = useAccount()
  return useQuery(identityQueryOptions(useClient(), { ...parameters, address: parameters.address ?? address }), useBerthQueryClient())
}
