import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Nft } from '../api/getNfts.js'
import { nftsQueryOptions, type NftsErrorType, type NftsOptions } from '../query/nfts.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `address` and `caipNetworkId` (the connected account and the active network when left out), and TanStack `query` options. */
export type UseNftsParameters<TData = Nft[]> = NftsOptions<TData>
/** What useNfts returns: TanStack's result, its `error` typed. */
export type UseNftsReturnType<TData = Nft[]> = UseQueryResult<TData, UseNftsErrorType>
/** The errors `useNfts().error` can hold. */
export type UseNftsErrorType = NftsErrorType

/** The NFTs the account holds on the network, spam left out. Fresh for 30 s. */
export function useNfts<TData = Nft[]>(parameters: UseNftsParameters<TData> = {}): UseNftsReturnType<TData> {
  return useQuery(nftsQueryOptions(useClient(), useActiveAccountParameters(parameters)), useBerthQueryClient())
}
