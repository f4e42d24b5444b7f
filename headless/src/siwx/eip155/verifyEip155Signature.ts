import { createClient, custom, getAddress, isAddress, isHex } from 'viem'
import { verifyMessage } from 'viem/actions'
import type { Rpc } from '../../adapters/eip155/networkRpc.js'
import { RpcRequestError } from '../../errors/http.js'

/** A JSON-RPC error is the node answering; anything else (no answer, a broken one) is the node not being there to say. */
const nodeAnswered = (error: unknown) => error instanceof RpcRequestError && error.code !== undefined

/**
 * Whether `signature` is `address`'s over `message` (EIP-191) on the chain behind `rpc`: an EOA, a
 * deployed smart account (ERC-1271) or a counterfactual one (ERC-6492), decided by viem's
 * verifyMessage, which asks the chain with one deployless eth_call to the universal validator.
 * A revert means "not valid"; a node that cannot be reached throws, so an outage is never reported
 * as a forged signature (nor is a signature kept without the chain having been asked).
 */
export async function verifyEip155Signature(rpc: Rpc, address: string, message: string, signature: string): Promise<boolean> {
  if (!isAddress(address, { strict: false }) || !isHex(signature, { strict: true }) || signature.length <= 2) return false
  let unreachable: unknown
  const client = createClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params?: unknown }) {
          try {
            return await rpc(method, Array.isArray(params) ? params : [])
          } catch (error) {
            if (!nodeAnswered(error)) unreachable ??= error
            throw error
          }
        },
      },
      // The node's transport retries already (jsonRpc); viem retrying on top would multiply the wait.
      { retryCount: 0 },
    ),
  })
  let valid: boolean
  try {
    valid = await verifyMessage(client, { address: getAddress(address), message, signature })
  } catch (cause) {
    throw unreachable ?? new RpcRequestError('eth_call', { details: "the chain's answer to the signature check is not a bool", cause })
  }
  if (unreachable) throw unreachable
  return valid
}
