import * as z from 'zod/mini'
import { safeLabel } from '../safety/safeLabel.js'
import { apiRequest, type ApiTransport } from './request.js'
import { safeImageUrl } from '../safety/safeUrl.js'

export const getIdentitySchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })

/** docs/entities.md "Identity": a name and an avatar, either may be missing. */
export type Identity = { name: string | undefined; avatar: string | undefined }

/** Whose name and avatar client.api.getIdentity reads; `sender` is the account asking (Berth passes the same address). */
export type GetIdentityParameters = { address: string; sender?: string; signal?: AbortSignal }

/** GET /v1/identity/{address}?sender. */
export async function getIdentity(transport: ApiTransport, { address, sender, signal }: GetIdentityParameters): Promise<Identity> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: `/v1/identity/${encodeURIComponent(address)}`,
    query: { sender },
    schema: getIdentitySchema,
    signal,
  })
  return { name: body.name ? safeLabel(body.name) || undefined : undefined, avatar: safeImageUrl(body.avatar, { api: transport.apiUrl }) }
}
