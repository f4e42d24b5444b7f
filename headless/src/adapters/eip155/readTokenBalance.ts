import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { Address } from '../../types/chain.js'
import { parseQuantity, type Rpc } from './networkRpc.js'

/**
 * What `owner` holds: the native balance without a contract, else the token's balanceOf.
 * undefined when nothing at `contract` answers balanceOf with a uint256 (no token there on this network).
 */
export async function readTokenBalance(rpc: Rpc, owner: Address, contract?: Address): Promise<bigint | undefined> {
  if (!contract) return parseQuantity(await rpc('eth_getBalance', [owner, 'latest']), 'eth_getBalance')
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const answer = await rpc('eth_call', [{ to: contract, data }, 'latest'])
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: answer as Hex })
  } catch {
    return undefined
  }
}
