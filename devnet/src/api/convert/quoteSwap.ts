import { BaseError, ContractFunctionRevertedError, type Address } from 'viem'
import { devnetUniswap } from '../../chain/tokens/devnetUniswap'
import { uniswapRouterAbi } from '../../chain/tokens/uniswapAbi'
import { readChain } from '../chains/chainUnavailable'
import type { SwapAsset } from './convertParams'

/** The pools cannot fill the swap: no pool on the path, an empty one, or nothing would come out. */
export class InsufficientLiquidityError extends Error {
  override name = 'InsufficientLiquidityError'
  constructor(cause?: unknown) {
    super('Insufficient liquidity', { cause })
  }
}

/** Through WETH for ETH; ERC-20 to ERC-20 directly, since every pair of them has its pool. */
export function swapPath(from: SwapAsset, to: SwapAsset): Address[] {
  return [from.pathAddress, to.pathAddress]
}

/** What the router's getAmountsOut says `amount` of `from` buys of `to`, now. */
export async function quoteSwap(from: SwapAsset, to: SwapAsset, amount: bigint): Promise<bigint> {
  const amounts = await readChain(from.chain, (chain) =>
    chain.client
      .readContract({ address: devnetUniswap.router.address, abi: uniswapRouterAbi, functionName: 'getAmountsOut', args: [amount, swapPath(from, to)] })
      .catch((error: unknown) => {
        // A revert is the pool's answer (UniswapV2Library: INSUFFICIENT_LIQUIDITY, ds-math overflow, no pair).
        if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError)) throw new InsufficientLiquidityError(error)
        throw error
      }),
  )
  const out = amounts.at(-1) ?? 0n
  if (out === 0n) throw new InsufficientLiquidityError()
  return out
}
