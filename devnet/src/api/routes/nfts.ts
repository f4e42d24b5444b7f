import type { Hono } from 'hono'
import { getAddress } from 'viem'
import { z } from 'zod'
import { devnetChainKey } from '../../chain/chains'
import type { ApiContext } from '../apiContext'
import { devnetChainIdSchema, parseAddressParam } from '../http/chainParams'
import { parseSdkQuery } from '../http/validate'
import { imageUrls } from '../images/imageUrls'
import { setIndexHeaders } from '../indexer/indexHeaders'
import { INDEX_SYNC_WAIT_MS } from './history'
import { indexerOffResponse } from './indexerOff'

/** One NFT an account holds (the devnet's own path; the hosted API's is not given). */
export interface HeldNft {
  /** CAIP-2. */
  chain: string
  contract: string
  tokenId: string
  name: string
  imageUrl: string
  isSpam: boolean
}

/**
 * GET /v1/account/:address/nfts?chainId → `{ nfts: HeldNft[] }`: the ERC-721 tokens whose last
 * transfer went to the account, by chain, collection and token id, spam included and flagged
 * (hiding it is the client's rule). From the index, with the same headers as the history.
 */
export function nftsRoute(app: Hono, { chains, indexer }: ApiContext): void {
  const querySchema = z.object({ chainId: devnetChainIdSchema(chains).optional() })
  app.get('/v1/account/:address/nfts', async (c) => {
    const parsed = parseSdkQuery(c, querySchema)
    if (!parsed.ok) return parsed.response
    const address = parseAddressParam(c, 'address')
    if (!address.ok) return address.response
    if (!indexer) return indexerOffResponse(c)
    const selected = parsed.value.query.chainId ? [parsed.value.query.chainId] : chains
    setIndexHeaders(c, await indexer.sync(selected, INDEX_SYNC_WAIT_MS))
    const images = imageUrls(new URL(c.req.url).origin, parsed.value.sdk)
    const held = await indexer.reads.nftHoldings(
      address.value.toLowerCase(),
      selected.map((chain) => chain.chainId),
    )
    const nfts: HeldNft[] = held.map((nft) => ({
      chain: devnetChainKey(nft.chainId),
      contract: getAddress(nft.contract),
      tokenId: nft.tokenId,
      name: `${nft.name ?? 'NFT'} #${nft.tokenId}`,
      imageUrl: images.nft(nft.contract, nft.tokenId),
      isSpam: nft.spam,
    }))
    return c.json({ nfts })
  })
}
