import type { Hono } from 'hono'
import { jsonBodyLimit } from '../http/jsonBodyLimit'
import { erc20Abi, maxUint256, type Address, type Hex } from 'viem'
import { z } from 'zod'
import { devnetSwapTokens, devnetUniswap } from '../../chain/tokens/devnetUniswap'
import type { ApiContext } from '../apiContext'
import type { ApiChain } from '../chains/apiChains'
import { ChainUnavailableError, readChain } from '../chains/chainUnavailable'
import { approveCalldata, swapCalldata } from '../convert/buildSwapCalldata'
import { baseUnitsSchema, checkPair, minimumOut, slippageSchema, swapAssetSchema, userAddressSchema } from '../convert/convertParams'
import { InsufficientLiquidityError, quoteSwap } from '../convert/quoteSwap'
import { devnetChainIdSchema } from '../http/chainParams'
import { reasonsResponse } from '../http/reasons'
import { sdkQuerySchema } from '../http/sdkQuery'
import { parseJsonBody, parseSdkQuery } from '../http/validate'
import { imageUrls } from '../images/imageUrls'
import { NATIVE_TOKEN_ADDRESS } from './fungiblePrice'

const MAX_BODY_BYTES = 16 * 1024
/** How long a built swap stays valid (the router's deadline), from the chain's latest block. */
const DEADLINE_SECONDS = 20n * 60n
/** Gas limits when the estimate is skipped or fails (a swap before its approve): above what they use (approve 46k, swap 91k to 125k). */
const SWAP_GAS = 250_000n
const APPROVE_GAS = 60_000n
const INSUFFICIENT_LIQUIDITY = 'INSUFFICIENT_LIQUIDITY'

const gasPriceOf = (chain: ApiChain) => readChain(chain, (read) => read.client.getGasPrice())

async function estimateOr(chain: ApiChain, tx: { account: Address; to: Address; data: Hex; value?: bigint }, fallback: bigint): Promise<bigint> {
  return readChain(chain, (read) => read.client.estimateGas(tx)).catch((error: unknown) => {
    if (error instanceof ChainUnavailableError) throw error
    return fallback
  })
}

/**
 * The swap endpoints of the data API (/v1/convert/*), over the devnet's Uniswap V2: tokens, quotes
 * (the router's getAmountsOut), allowance (to the router), gas-price, build-approve and
 * build-transaction (swapExact* calldata, slippage '1' = 1 % off the quote for amountOutMin, a
 * deadline 20 minutes after the latest block), in the shapes the hosted service answers. 400
 * `{ reasons }` for malformed input and, with code INSUFFICIENT_LIQUIDITY and the description
 * 'Insufficient liquidity', when the pools cannot fill the swap; 503 when the chain is down.
 */
export function convertRoutes(app: Hono, { chains }: ApiContext): void {
  const asset = swapAssetSchema(chains)
  const chainId = devnetChainIdSchema(chains)
  const pair = { userAddress: userAddressSchema, from: asset, to: asset }
  const insufficient = (c: Parameters<typeof reasonsResponse>[0]) =>
    reasonsResponse(c, 400, [{ code: INSUFFICIENT_LIQUIDITY, description: 'Insufficient liquidity' }])

  app.get('/v1/convert/tokens', (c) => {
    const parsed = parseSdkQuery(c, z.object({ chainId }))
    if (!parsed.ok) return parsed.response
    const { query, sdk } = parsed.value
    const images = imageUrls(new URL(c.req.url).origin, sdk)
    return c.json({
      tokens: devnetSwapTokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${query.chainId.caip2}:${token.address ?? NATIVE_TOKEN_ADDRESS}`,
        decimals: token.decimals,
        logoUri: images.token(token.symbol),
        eip2612: false,
      })),
    })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const parsed = parseSdkQuery(
      c,
      z.object({ ...pair, amount: baseUnitsSchema, gasPrice: z.string().max(100).optional(), chainId: z.string().max(100).optional() }).superRefine(checkPair),
    )
    if (!parsed.ok) return parsed.response
    const { from, to, amount } = parsed.value.query
    try {
      const out = await quoteSwap(from, to, amount)
      return c.json({ quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: from.caip10, toAmount: out.toString(), toAccount: to.caip10 }] })
    } catch (error) {
      if (error instanceof InsufficientLiquidityError) return insufficient(c)
      throw error
    }
  })

  app.get('/v1/convert/allowance', async (c) => {
    const parsed = parseSdkQuery(c, z.object({ tokenAddress: asset, userAddress: userAddressSchema }))
    if (!parsed.ok) return parsed.response
    const { tokenAddress, userAddress } = parsed.value.query
    // ETH needs no approval: the hosted API answers it as unlimited.
    if (tokenAddress.token === undefined) return c.json({ allowance: maxUint256.toString() })
    const token = tokenAddress.token
    const allowance = await readChain(tokenAddress.chain, (chain) =>
      chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [userAddress, devnetUniswap.router.address] }),
    )
    return c.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const parsed = parseSdkQuery(c, z.object({ chainId }))
    if (!parsed.ok) return parsed.response
    const price = await gasPriceOf(parsed.value.query.chainId)
    return c.json({ standard: price.toString(), fast: ((price * 125n) / 100n).toString(), instant: ((price * 150n) / 100n).toString() })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const parsed = parseSdkQuery(
      c,
      z
        .object({ ...pair, amount: baseUnitsSchema.optional() })
        .superRefine(checkPair)
        .refine((value) => value.from.token !== undefined, { path: ['from'], message: 'is ETH, which needs no approval' }),
    )
    if (!parsed.ok) return parsed.response
    const { from, userAddress, amount } = parsed.value.query
    const token = from.token as Address
    const data = approveCalldata(devnetUniswap.router.address, amount ?? maxUint256)
    const [gasPrice, gas] = await Promise.all([gasPriceOf(from.chain), estimateOr(from.chain, { account: userAddress, to: token, data }, APPROVE_GAS)])
    return c.json({
      tx: { from: `${from.chain.caip2}:${userAddress}`, to: from.caip10, data, value: '0', eip155: { gas: Number(gas), gasPrice: gasPrice.toString() } },
    })
  })

  const buildBody = z
    .object({
      ...pair,
      amount: baseUnitsSchema,
      projectId: sdkQuerySchema.shape.projectId.optional(),
      eip155: z.object({ slippage: slippageSchema, permit: z.string().max(10_000).optional() }).optional(),
      disableEstimate: z.boolean().optional(),
    })
    .superRefine(checkPair)

  app.post('/v1/convert/build-transaction', jsonBodyLimit(MAX_BODY_BYTES), async (c) => {
    const query = parseSdkQuery(c)
    if (!query.ok) return query.response
    const body = await parseJsonBody(c, buildBody)
    if (!body.ok) return body.response
    const { from, to, amount, userAddress, eip155, disableEstimate } = body.value
    let out: bigint
    try {
      out = await quoteSwap(from, to, amount)
    } catch (error) {
      if (error instanceof InsufficientLiquidityError) return insufficient(c)
      throw error
    }
    const latest = await readChain(from.chain, (chain) => chain.client.getBlock({ blockTag: 'latest' }))
    const call = swapCalldata({
      from,
      to,
      amount,
      minOut: minimumOut(out, eip155?.slippage ?? 100n),
      recipient: userAddress,
      deadline: latest.timestamp + DEADLINE_SECONDS,
    })
    const tx = { account: userAddress, to: devnetUniswap.router.address, data: call.data, value: call.value }
    const [gasPrice, gas] = await Promise.all([gasPriceOf(from.chain), disableEstimate ? Promise.resolve(SWAP_GAS) : estimateOr(from.chain, tx, SWAP_GAS)])
    return c.json({
      tx: {
        from: `${from.chain.caip2}:${userAddress}`,
        to: `${from.chain.caip2}:${devnetUniswap.router.address}`,
        data: call.data,
        amount: call.value.toString(),
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
      },
    })
  })
}
