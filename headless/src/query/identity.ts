import type { Address } from '../types/chain.js'
import type { Identity } from '../api/getIdentity.js'
import type { Client } from '../client.js'
import { AccountOrNetworkMissingError } from '../errors/account.js'
import type { ApiError } from '../errors/api.js'
import type { InternalError } from '../errors/internal.js'
import { berthKeys } from './keys.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import type { QueryParameter } from './options.js'
import { IDENTITY_STALE_MS, queryRetry } from './policy.js'

/** Whose name and avatar. The query waits until it is known. */
/** Names exist on eip155 only (docs/entities.md): another namespace's address asks for nothing. */
export type IdentityParameters = { address?: string | undefined }

/** Every error an identity read can end with. */
export type IdentityErrorType = ApiError | AccountOrNetworkMissingError | InternalError

/** The key an identity is cached under. */
export type IdentityQueryKey = ReturnType<typeof berthKeys.identity>

/** identityQueryOptions' parameters: the address, and TanStack `query` options. */
export type IdentityOptions<TData = Identity> = IdentityParameters & QueryParameter<Identity, IdentityErrorType, TData, IdentityQueryKey>

/** The name and avatar of an address, from the data API (each undefined when it has none). Fresh for 5 min. */
export function identityQueryOptions<TData = Identity>(client: Client, options: IdentityOptions<TData> = {}) {
  const { address, query } = options
  return queryOptions<Identity, IdentityErrorType, TData, IdentityQueryKey>({
    staleTime: IDENTITY_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: berthKeys.identity(address),
    enabled: enabledWhen(Boolean(address?.startsWith('0x')), query?.enabled),
    queryFn: ({ signal }) =>
      berthErrors(() => {
        if (!address) throw new AccountOrNetworkMissingError('an identity needs an address')
        return client.account.identity({ address: address as Address, signal })
      }),
  })
}
