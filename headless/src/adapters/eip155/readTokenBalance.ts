import type { Address } from '../../types/chain.js'
import { decodeUint256, encodeBalanceOf } from './erc20Calldata.js'
import { parseQuantity, type Rpc } from './networkRpc.js'

/**
 * What `owner` holds: the native balance without a contract, else the token's balanceOf.
 * undefined when nothing at `contract` answers balanceOf (no token there on this network).
 */
export async function readTokenBalance(rpc: Rpc, owner: Address, contract?: Address): Promise<bigint | undefined> {
  if (!contract) return parseQuantity(await rpc('eth_getBalance', [owner, 'latest']), 'eth_getBalance')
  return decodeUint256(await rpc('eth_call', [{ to: contract, data: encodeBalanceOf(owner) }, 'latest']))
}
