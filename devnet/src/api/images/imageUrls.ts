import type { SdkQuery } from '../http/sdkQuery'

/** URLs of the images the devnet API serves itself (routes/images.ts), for tokens, NFTs and avatars. */
export interface ImageUrls {
  /** A token's icon: by symbol for the devnet's own tokens and ETH, by address for any other. */
  token(id: string): string
  nft(contract: string, tokenId: string): string
  avatar(name: string): string
}

// The image routes take ids of [A-Za-z0-9_.:-]; anything else (a symbol with spaces) becomes '_'.
const safeId = (id: string) => id.replace(/[^\w.:-]/g, '_').slice(0, 128)

/**
 * Image URLs on the origin the request came to, carrying the caller's projectId/st/sv (the image
 * routes check them like every product endpoint), so an <img> in the app can load them as they are.
 */
export function imageUrls(origin: string, sdk: SdkQuery): ImageUrls {
  const query = new URLSearchParams({ projectId: sdk.projectId, st: sdk.st, sv: sdk.sv }).toString()
  return {
    token: (id) => `${origin}/public/getTokenImage/${safeId(id)}?${query}`,
    // The badge draws the last ':'-separated part: the token id.
    nft: (contract, tokenId) => `${origin}/public/getAssetImage/${safeId(`nft-${contract.slice(2, 10)}:${tokenId}`)}?${query}`,
    avatar: (name) => `${origin}/public/getAssetImage/${safeId(`avatar-${name}`)}?${query}`,
  }
}
