import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import { readBalances } from '../balances/readBalances'
import { readBitcoinBalances } from '../balances/readBitcoinBalances'
import { readSolanaBalances } from '../balances/readSolanaBalances'
import type { TokenBalance } from '../balances/tokenBalance'
import { readChain } from '../chains/chainUnavailable'
import { readSolanaChain } from '../chains/readSolanaChain'
import { balanceChainIdSchema, parseNamespacedAddressParam, type NamespacedAddress, type NamespacedChain } from '../http/balanceParams'
import { reasonCodes, reasonsResponse } from '../http/reasons'
import { parseSdkQuery } from '../http/validate'
import { imageUrls, type ImageUrls } from '../images/imageUrls'

function readOn(target: NamespacedChain, owner: NamespacedAddress, images: ImageUrls): Promise<TokenBalance[]> {
  if (target.namespace === 'eip155' && owner.namespace === 'eip155') return readChain(target.chain, (chain) => readBalances(chain, owner.address, images))
  if (target.namespace === 'solana' && owner.namespace === 'solana')
    return readSolanaChain(target.chain, (chain, abortSignal) => readSolanaBalances(chain, owner.address, images, abortSignal))
  if (target.namespace === 'bip122' && owner.namespace === 'bip122') return readBitcoinBalances(target.chain, owner.address, images)
  return Promise.resolve([])
}

/**
 * GET /v1/account/:address/balance?currency=usd&chainId&forceUpdate → `{ balances: TokenBalance[] }`
 * read live (forceUpdate changes nothing): an EVM address on the EVM chains, a Solana address on
 * the Solana clusters (SOL and SPL tokens), a Bitcoin regtest address on the Bitcoin chains (BTC,
 * confirmed and pending); one chain with chainId, else all of its namespace.
 * 400 for a malformed address, an address of another namespace than chainId's, another currency or
 * an unknown chain; 503 when a chain is down.
 */
export function balanceRoute(app: Hono, { chains, solanaChains = [], bitcoinChains = [] }: ApiContext): void {
  const querySchema = z.object({
    currency: z.literal('usd', { error: "only 'usd' is supported" }).default('usd'),
    chainId: balanceChainIdSchema(chains, solanaChains, bitcoinChains).optional(),
    forceUpdate: z.string().max(1000).optional(),
  })
  app.get('/v1/account/:address/balance', async (c) => {
    const parsed = parseSdkQuery(c, querySchema)
    if (!parsed.ok) return parsed.response
    const address = parseNamespacedAddressParam(c, 'address')
    if (!address.ok) return address.response
    const { query, sdk } = parsed.value
    const owner = address.value
    if (query.chainId && query.chainId.namespace !== owner.namespace) {
      return reasonsResponse(c, 400, [
        { code: reasonCodes.invalidParam, description: `address: ${owner.address} is not an address of ${query.chainId.chain.caip2}` },
      ])
    }
    const images = imageUrls(new URL(c.req.url).origin, sdk)
    const selected: NamespacedChain[] = query.chainId
      ? [query.chainId]
      : owner.namespace === 'eip155'
        ? chains.map((chain) => ({ namespace: 'eip155', chain }))
        : owner.namespace === 'bip122'
          ? bitcoinChains.map((chain) => ({ namespace: 'bip122', chain }))
          : solanaChains.map((chain) => ({ namespace: 'solana', chain }))
    const balances = await Promise.all(selected.map((target) => readOn(target, owner, images)))
    return c.json({ balances: balances.flat() })
  })
}
