import type { ApiError } from '../../errors/api.js'
import { apiRequest, type ApiTransport } from '../request.js'
import { nameAccountSchema, toNameAccount, type NameAccount } from './nameAccount.js'

/** The full name to resolve (`alice.berth.id`). */
export type GetNameAddressesParameters = { name: string; signal?: AbortSignal | undefined }

/** The name's addresses and attributes, or undefined when nobody registered it. */
export type GetNameAddressesReturnType = NameAccount | undefined

/** Every failure of this call (HTTP other than 404, no response, timeout, not JSON, schema). */
export type GetNameAddressesErrorType = ApiError

/** GET /v1/profile/account/{name}?apiVersion=2; a 404 is "not registered", not a failure. */
export async function getNameAddresses(transport: ApiTransport, { name, signal }: GetNameAddressesParameters): Promise<GetNameAddressesReturnType> {
  try {
    const body = await apiRequest(transport, {
      method: 'GET',
      base: 'api',
      path: `/v1/profile/account/${encodeURIComponent(name)}`,
      query: { apiVersion: 2 },
      schema: nameAccountSchema,
      signal,
    })
    return toNameAccount(body)
  } catch (error) {
    if ((error as ApiError).name === 'ApiError' && (error as ApiError).status === 404) return undefined
    throw error
  }
}
