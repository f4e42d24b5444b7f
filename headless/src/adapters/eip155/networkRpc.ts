import * as z from 'zod/mini'
import { RpcRequestError } from '../../errors/http.js'
import type { Network } from '../../networks/types.js'
import { jsonRpc, type JsonRpcOptions } from '../jsonRpc.js'

/** One JSON-RPC call to a network's node; the send reads and simulates through it, not the wallet. */
export type Rpc = (method: string, params: readonly unknown[]) => Promise<unknown>

export function networkRpc(network: Network, options?: JsonRpcOptions): Rpc {
  const url = network.rpcUrls.default.http[0]
  return (method, params) => {
    if (!url) return Promise.reject(new RpcRequestError(method, { details: `${network.name} has no RPC URL` }))
    return jsonRpc(url, method, params, options)
  }
}

export const quantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/** A hex quantity answer as a bigint; anything else is the node's fault, named by method. */
export function parseQuantity(value: unknown, method: string): bigint {
  const parsed = quantitySchema.safeParse(value)
  if (!parsed.success) throw new RpcRequestError(method, { details: 'the node did not answer with a hex quantity' })
  return BigInt(parsed.data)
}
