import * as z from 'zod/mini'
import { RpcRequestError } from '../../errors/http.js'
import type { Network } from '../../networks/types.js'
import { jsonRpc, type JsonRpcOptions } from '../jsonRpc.js'
import type { Balance } from '../types.js'

const quantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/** Read from the network's own RPC, not the wallet: the balance is public chain data. */
export async function getEip155Balance(network: Network, address: string, options?: JsonRpcOptions): Promise<Balance> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcRequestError('eth_getBalance', { details: `${network.name} has no RPC URL` })
  const result = quantitySchema.safeParse(await jsonRpc(url, 'eth_getBalance', [address, 'latest'], options))
  if (!result.success) throw new RpcRequestError('eth_getBalance', { details: 'the balance is not a hex quantity' })
  return { value: BigInt(result.data), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
}
