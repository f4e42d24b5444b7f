import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { NameSuggestion } from '../api/profile/getNameSuggestions.js'
import { nameSuggestionsQueryOptions, type NameSuggestionsErrorType, type NameSuggestionsOptions } from '../query/names.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `query` options. */
export type UseNameSuggestionsParameters<TData = NameSuggestion[]> = Omit<NameSuggestionsOptions<TData>, 'name'>
/** What useNameSuggestions returns: TanStack's result, its `error` typed. */
export type UseNameSuggestionsReturnType<TData = NameSuggestion[]> = UseQueryResult<TData, UseNameSuggestionsErrorType>
/** The errors `useNameSuggestions().error` can hold: 'Error fetching name suggestions'. */
export type UseNameSuggestionsErrorType = NameSuggestionsErrorType

/**
 * Names near the one typed (`alice`): the typed one first (`registered` when taken), then free ones.
 * Asks nothing until the name keeps the rules (validateAccountName); debounce the typing before
 * passing it. Fresh for 5 min.
 */
export function useNameSuggestions<TData = NameSuggestion[]>(
  name: string | undefined,
  parameters: UseNameSuggestionsParameters<TData> = {},
): UseNameSuggestionsReturnType<TData> {
  return useQuery(nameSuggestionsQueryOptions(useClient(), { ...parameters, name }), useBerthQueryClient())
}
