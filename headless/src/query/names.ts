import type { NameAccount } from '../api/profile/nameAccount.js'
import type { NameSuggestion } from '../api/profile/getNameSuggestions.js'
import type { Client } from '../client.js'
import { accountNameLabel } from '../controllers/names/nameZone.js'
import { validateAccountName } from '../controllers/names/validateAccountName.js'
import type { InternalError } from '../errors/internal.js'
import type { NameSuggestionsError, NamesForAddressError, ResolveNameError } from '../errors/names.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import { nameKeys } from './nameKeys.js'
import { namesOf } from './namesController.js'
import type { QueryParameter } from './options.js'
import { NAME_STALE_MS, queryRetry } from './policy.js'

/** The key a name's addresses are cached under. */
export type ResolveNameQueryKey = ReturnType<typeof nameKeys.resolve>
/** Every error resolving a name can end with. */
export type ResolveNameErrorType = ResolveNameError | InternalError
/** resolveNameQueryOptions' parameters: the name (`alice` or `alice.berth.id`; the query waits for one), and TanStack `query` options. */
export type ResolveNameOptions<TData = NameAccount | null> = { name?: string | undefined } & QueryParameter<
  NameAccount | null,
  ResolveNameErrorType,
  TData,
  ResolveNameQueryKey
>

/** The addresses and attributes of an account name; `null` when nobody registered it. Fresh for 5 min. */
export function resolveNameQueryOptions<TData = NameAccount | null>(client: Client, options: ResolveNameOptions<TData> = {}) {
  const { name, query } = options
  return queryOptions<NameAccount | null, ResolveNameErrorType, TData, ResolveNameQueryKey>({
    staleTime: NAME_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: nameKeys.resolve(name),
    enabled: enabledWhen(Boolean(name?.trim()), query?.enabled),
    queryFn: ({ signal }) => berthErrors(async () => (await (await namesOf(client)).resolve({ name: name ?? '', signal })) ?? null),
  })
}

/** The key name suggestions are cached under. */
export type NameSuggestionsQueryKey = ReturnType<typeof nameKeys.suggestions>
/** Every error fetching name suggestions can end with. */
export type NameSuggestionsErrorType = NameSuggestionsError | InternalError
/** nameSuggestionsQueryOptions' parameters: the typed name (the query waits until it keeps the rules), and TanStack `query` options. */
export type NameSuggestionsOptions<TData = NameSuggestion[]> = { name?: string | undefined } & QueryParameter<
  NameSuggestion[],
  NameSuggestionsErrorType,
  TData,
  NameSuggestionsQueryKey
>

/**
 * Names near a typed one, the typed one first (`registered` when taken), the rest free. Asked only
 * for a name that keeps SPEC §5's rule (validateAccountName); debounce the typing before passing it.
 * Fresh for 5 min.
 */
export function nameSuggestionsQueryOptions<TData = NameSuggestion[]>(client: Client, options: NameSuggestionsOptions<TData> = {}) {
  const { name, query } = options
  const valid = name !== undefined && validateAccountName(accountNameLabel(name)) === undefined
  return queryOptions<NameSuggestion[], NameSuggestionsErrorType, TData, NameSuggestionsQueryKey>({
    staleTime: NAME_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: nameKeys.suggestions(name),
    enabled: enabledWhen(valid, query?.enabled),
    queryFn: ({ signal }) => berthErrors(async () => (await namesOf(client)).suggestions({ name: name ?? '', signal })),
  })
}

/** The key an address's names are cached under. */
export type NamesForAddressQueryKey = ReturnType<typeof nameKeys.forAddress>
/** Every error fetching an address's names can end with. */
export type NamesForAddressErrorType = NamesForAddressError | InternalError
/** namesForAddressQueryOptions' parameters: the address (eip155; the query waits for one), and TanStack `query` options. */
export type NamesForAddressOptions<TData = NameAccount[]> = { address?: string | undefined } & QueryParameter<
  NameAccount[],
  NamesForAddressErrorType,
  TData,
  NamesForAddressQueryKey
>

/** The account names of an address (reverse resolution), none when it has none. Names are eip155 only. Fresh for 5 min. */
export function namesForAddressQueryOptions<TData = NameAccount[]>(client: Client, options: NamesForAddressOptions<TData> = {}) {
  const { address, query } = options
  return queryOptions<NameAccount[], NamesForAddressErrorType, TData, NamesForAddressQueryKey>({
    staleTime: NAME_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: nameKeys.forAddress(address),
    enabled: enabledWhen(Boolean(address?.startsWith('0x')), query?.enabled),
    queryFn: ({ signal }) => berthErrors(async () => (await namesOf(client)).namesForAddress({ address: address ?? '', signal })),
  })
}
