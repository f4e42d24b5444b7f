import * as z from 'zod/mini'
import type { ApiError } from '../../errors/api.js'
import { apiRequest, type ApiTransport } from '../request.js'
import { nameAccountSchema, toNameAccount, type NameAccount } from './nameAccount.js'

/** GET /v1/profile/reverse/{address}: the address's names. */
export const getNamesForAddressSchema = z.array(nameAccountSchema)

/** Whose names; `sender` is the account asking (Berth passes the same address). */
export type GetNamesForAddressParameters = { address: string; sender?: string | undefined; signal?: AbortSignal | undefined }

/** The address's names, none when it has none. */
export type GetNamesForAddressReturnType = NameAccount[]

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type GetNamesForAddressErrorType = ApiError

/** GET /v1/profile/reverse/{address}?sender&apiVersion=2. */
export async function getNamesForAddress(
  transport: ApiTransport,
  { address, sender, signal }: GetNamesForAddressParameters,
): Promise<GetNamesForAddressReturnType> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
    query: { sender, apiVersion: 2 },
    schema: getNamesForAddressSchema,
    signal,
  })
  return body.map(toNameAccount)
}
