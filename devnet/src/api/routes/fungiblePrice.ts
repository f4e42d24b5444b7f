import type { Hono } from 'hono'
import { jsonBodyLimit } from '../http/jsonBodyLimit'
import { z } from 'zod'
import { findDevnetContract } from '../../chain/tokens/devnetTokens'
import type { ApiContext } from '../apiContext'
import { sdkQuerySchema } from '../http/sdkQuery'
import { parseJsonBody, parseSdkQuery } from '../http/validate'
import { imageUrls } from '../images/imageUrls'
import { NATIVE_NAME, NATIVE_SYMBOL, devnetUsdPrices } from '../prices/devnetPrices'

const MAX_ADDRESSES = 100
const MAX_BODY_BYTES = 16 * 1024
/** How the hosted API names a chain's native currency in a CAIP-10 address. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export interface FungiblePrice {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/**
 * POST /v1/fungible/price `{ currency: 'usd', addresses: ['eip155:31337:0x…'], projectId }` →
 * `{ fungibles: [{ name, symbol, iconUrl, price }] }`, in the order asked. The devnet prices its
 * own tokens and ETH (as 0xeeee…eeee); a well-formed address of anything else is left out, as the
 * hosted API leaves out tokens it does not know. 400 for a malformed body or a non-devnet chain.
 */
export function fungiblePriceRoute(app: Hono, { chains }: ApiContext): void {
  const known = new Set(chains.map((chain) => chain.caip2))
  const caip10 = z
    .string()
    .regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, { error: 'expected a CAIP-10 address such as eip155:31337:0x…', abort: true })
    .refine((value) => known.has(value.split(':').slice(0, 2).join(':')), {
      error: (issue) => `${String(issue.input).split(':').slice(0, 2).join(':')} is not a devnet chain (${[...known].join(', ') || 'none configured'})`,
    })
  const bodySchema = z.object({
    currency: z.literal('usd', { error: "only 'usd' is supported" }),
    addresses: z.array(caip10).min(1, 'at least one address').max(MAX_ADDRESSES, `at most ${MAX_ADDRESSES} addresses`),
    projectId: sdkQuerySchema.shape.projectId,
  })

  app.post('/v1/fungible/price', jsonBodyLimit(MAX_BODY_BYTES), async (c) => {
    const query = parseSdkQuery(c)
    if (!query.ok) return query.response
    const body = await parseJsonBody(c, bodySchema)
    if (!body.ok) return body.response
    const images = imageUrls(new URL(c.req.url).origin, query.value.sdk)
    const fungibles: FungiblePrice[] = []
    for (const address of body.value.addresses) {
      const token = address.slice(address.lastIndexOf(':') + 1).toLowerCase()
      if (token === NATIVE_TOKEN_ADDRESS) {
        fungibles.push({ name: NATIVE_NAME, symbol: NATIVE_SYMBOL, iconUrl: images.token(NATIVE_SYMBOL), price: Number(devnetUsdPrices.ETH) })
        continue
      }
      const contract = findDevnetContract(token)
      if (contract?.kind !== 'erc20') continue
      fungibles.push({
        name: contract.name,
        symbol: contract.symbol,
        iconUrl: images.token(contract.symbol),
        price: Number(devnetUsdPrices[contract.key as keyof typeof devnetUsdPrices]),
      })
    }
    return c.json({ fungibles })
  })
}
