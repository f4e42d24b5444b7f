import * as z from 'zod/mini'
import type { ApiError } from '../../errors/api.js'
import { safeLabel } from '../../safety/safeLabel.js'
import { apiRequest, type ApiTransport } from '../request.js'

/** GET /v1/profile/suggestions/{name}. */
export const getNameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string().check(z.minLength(1)), registered: z.boolean() })),
})

/** A name near the typed one, and whether someone holds it already. */
export type NameSuggestion = { name: string; registered: boolean }

/** The typed name (a label, `alice`) and the zone to suggest in (`berth.id`). */
export type GetNameSuggestionsParameters = { name: string; zone: string; signal?: AbortSignal | undefined }

/** The suggestions, the typed name first. */
export type GetNameSuggestionsReturnType = NameSuggestion[]

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetNameSuggestionsErrorType = ApiError

/** GET /v1/profile/suggestions/{name}?zone. */
export async function getNameSuggestions(transport: ApiTransport, { name, zone, signal }: GetNameSuggestionsParameters): Promise<GetNameSuggestionsReturnType> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
    query: { zone },
    schema: getNameSuggestionsSchema,
    signal,
  })
  return body.suggestions.map((suggestion) => ({ name: safeLabel(suggestion.name), registered: suggestion.registered }))
}
