import * as z from 'zod/mini'
import { safeLabel } from '../safety/safeLabel.js'
import { apiRequest, type ApiTransport } from './request.js'
import { safeImageUrl } from '../safety/safeUrl.js'

export const getNftsSchema = z.object({
  nfts: z.array(
    z.object({ chain: z.string(), contract: z.string(), tokenId: z.string(), name: z.string(), imageUrl: z.nullable(z.string()), isSpam: z.boolean() }),
  ),
})

/**
 * An NFT the account holds, from the data API: its name as plain text (`#{tokenId}` when it has
 * none), its image when the URL is safe, and whether the API flags it as spam.
 */
export type Nft = { chain: string; contract: string; tokenId: string; name: string; imageUrl: string | undefined; isSpam: boolean }

/** Whose NFTs client.api.getNfts reads, and on which network (CAIP-2). */
export type GetNftsParameters = { address: string; chainId?: string; signal?: AbortSignal }

/** GET /v1/account/{address}/nfts: the NFTs the account holds on one network. */
export async function getNfts(transport: ApiTransport, { address, chainId, signal }: GetNftsParameters): Promise<Nft[]> {
  const body = await apiRequest(transport, {
    method: 'GET',
    base: 'api',
    path: `/v1/account/${encodeURIComponent(address)}/nfts`,
    query: { chainId },
    schema: getNftsSchema,
    signal,
  })
  return body.nfts.map((nft) => ({ ...nft, name: safeLabel(nft.name) || `#${nft.tokenId}`, imageUrl: safeImageUrl(nft.imageUrl, { api: transport.apiUrl }) }))
}
