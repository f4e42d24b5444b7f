import type { Nft } from '../api/getNfts.js'
import type { Client } from '../client.js'
import { AccountOrNetworkMissingError } from '../errors/account.js'
import type { ApiError } from '../errors/api.js'
import type { InternalError } from '../errors/internal.js'
import type { AccountQueryParameters } from './balances.js'
import { berthKeys } from './keys.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import type { QueryParameter } from './options.js'
import { PORTFOLIO_STALE_MS, queryRetry } from './policy.js'

/** Every error an NFT read can end with. */
export type NftsErrorType = ApiError | AccountOrNetworkMissingError | InternalError

/** The key NFTs are cached under (under their account's). */
export type NftsQueryKey = ReturnType<typeof berthKeys.nfts>

/** nftsQueryOptions' parameters: the account and network, and TanStack `query` options. */
export type NftsOptions<TData = Nft[]> = AccountQueryParameters & QueryParameter<Nft[], NftsErrorType, TData, NftsQueryKey>

/** The NFTs an account holds on a network, from the data API, spam left out. Fresh for 30 s, as the portfolio. */
export function nftsQueryOptions<TData = Nft[]>(client: Client, options: NftsOptions<TData> = {}) {
  const { address, caipNetworkId, query } = options
  return queryOptions<Nft[], NftsErrorType, TData, NftsQueryKey>({
    staleTime: PORTFOLIO_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: berthKeys.nfts({ address, caipNetworkId }),
    enabled: enabledWhen(Boolean(address && caipNetworkId), query?.enabled),
    queryFn: ({ signal }) =>
      berthErrors(async () => {
        if (!address || !caipNetworkId) throw new AccountOrNetworkMissingError('NFTs need an address and a network')
        const nfts = await client.account.nfts({ address, caipNetworkId, signal })
        return nfts.filter((nft) => !nft.isSpam)
      }),
  })
}
