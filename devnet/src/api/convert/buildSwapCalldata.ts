import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem'
import { uniswapRouterAbi } from '../../chain/tokens/uniswapAbi'
import type { SwapAsset } from './convertParams'
import { swapPath } from './quoteSwap'

export interface SwapCall {
  data: Hex
  /** Wei sent with it: the amount when selling ETH. */
  value: bigint
}

/** The router call that sells exactly `amount` of `from` for at least `minOut` of `to`, to `recipient`, before `deadline`. */
export function swapCalldata(args: { from: SwapAsset; to: SwapAsset; amount: bigint; minOut: bigint; recipient: Address; deadline: bigint }): SwapCall {
  const { from, to, amount, minOut, recipient, deadline } = args
  const path = swapPath(from, to)
  if (from.token === undefined) {
    return {
      value: amount,
      data: encodeFunctionData({ abi: uniswapRouterAbi, functionName: 'swapExactETHForTokens', args: [minOut, path, recipient, deadline] }),
    }
  }
  const functionName = to.token === undefined ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return { value: 0n, data: encodeFunctionData({ abi: uniswapRouterAbi, functionName, args: [amount, minOut, path, recipient, deadline] }) }
}

/** ERC-20 approve(spender, amount). */
export function approveCalldata(spender: Address, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
}
