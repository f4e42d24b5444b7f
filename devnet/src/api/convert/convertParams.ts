import { getAddress, type Address } from 'viem'
import { z } from 'zod'
import { devnetSwapTokens, devnetUniswap } from '../../chain/tokens/devnetUniswap'
import type { ApiChain } from '../chains/apiChains'
import { NATIVE_TOKEN_ADDRESS } from '../routes/fungiblePrice'

/** ETH or one of the pooled tokens, on one chain: what the convert endpoints take as `from` and `to`. */
export interface SwapAsset {
  chain: ApiChain
  symbol: string
  decimals: number
  /** The ERC-20; undefined for ETH. */
  token: Address | undefined
  /** What Uniswap trades it as: WETH for ETH. */
  pathAddress: Address
  /** As the hosted API writes it: eip155:<chain>:<address>, 0xeeee…eeee for ETH. */
  caip10: string
}

const caip10Pattern = /^eip155:(\d{1,12}):(0x[0-9a-fA-F]{40})$/

/** A CAIP-10 address of ETH (0xeeee…eeee) or a swappable token on one of `chains`. */
export function swapAssetSchema(chains: readonly ApiChain[]) {
  return z
    .string({ error: 'is required' })
    .regex(caip10Pattern, { error: 'expected a CAIP-10 address such as eip155:31337:0x…', abort: true })
    .transform((value, ctx) => {
      const [, chainId, address] = caip10Pattern.exec(value) as unknown as [string, string, string]
      const chain = chains.find((candidate) => candidate.chainId === Number(chainId))
      if (!chain) {
        ctx.addIssue({
          code: 'custom',
          message: `eip155:${chainId} is not a devnet chain (${chains.map((known) => known.caip2).join(', ') || 'none configured'})`,
        })
        return z.NEVER
      }
      const wanted = address.toLowerCase()
      const known = devnetSwapTokens.find((token) => (token.address ?? NATIVE_TOKEN_ADDRESS).toLowerCase() === wanted)
      if (!known) {
        ctx.addIssue({ code: 'custom', message: `${address} is not a token the devnet swaps (${devnetSwapTokens.map((token) => token.symbol).join(', ')})` })
        return z.NEVER
      }
      const token = known.address === undefined ? undefined : getAddress(known.address)
      return {
        chain,
        symbol: known.symbol,
        decimals: known.decimals,
        token,
        pathAddress: token ?? devnetUniswap.weth.address,
        caip10: `${chain.caip2}:${token ?? NATIVE_TOKEN_ADDRESS}`,
      } satisfies SwapAsset
    })
}

/** A plain address or a CAIP-10 eip155 one (the modal sends either), answered as the plain address. */
export const userAddressSchema = z
  .string({ error: 'is required' })
  .regex(/^(eip155:\d{1,12}:)?0x[0-9a-fA-F]{40}$/, 'expected an address (0x…) or a CAIP-10 address (eip155:31337:0x…)')
  .transform((value) => getAddress((value.split(':').at(-1) as string).toLowerCase()))

/** An amount in the token's smallest unit, as the hosted API takes it: a whole number above zero. */
export const baseUnitsSchema = z
  .union([z.string(), z.number()], { error: 'is required' })
  .transform((value) => String(value))
  .pipe(
    z
      .string()
      .regex(/^\d{1,78}$/, "expected a whole number of the token's smallest unit (no sign, no decimal point)")
      .transform((value) => BigInt(value))
      .refine((value) => value > 0n, 'must be greater than zero')
      .refine((value) => value < 2n ** 256n, 'is larger than a uint256'),
  )

/** Slippage in percent ('1' is 1 %), at most 50, to 0.01 %. */
export const slippageSchema = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, "expected a percentage such as '1' or '0.5'")
  .transform((value) => {
    const [whole, fraction = ''] = value.split('.')
    return BigInt(whole as string) * 100n + BigInt(fraction.padEnd(2, '0') || '0')
  })
  .refine((basisPoints) => basisPoints <= 5000n, 'must be at most 50 (%)')

/** `from` and `to` both given: on one chain, and not the same token. */
export function checkPair(value: { from: SwapAsset; to: SwapAsset }, ctx: z.RefinementCtx): void {
  if (value.from.chain !== value.to.chain)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `is on ${value.to.chain.caip2}, from on ${value.from.chain.caip2}` })
  else if (value.from.pathAddress === value.to.pathAddress)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `is the same token as from (${value.from.symbol})` })
}

/** The least the user accepts: `amountOut` less `basisPoints` / 100 %, rounded down. */
export function minimumOut(amountOut: bigint, basisPoints: bigint): bigint {
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}
