import type { Address, Hex } from 'viem'
import type { ApiChain } from '../chains/apiChains'
import { ChainUnavailableError, readChain } from '../chains/chainUnavailable'

/**
 * Whether `address` signed `message` (EIP-191), asked of the chain through viem: an EOA's signature
 * is recovered, a deployed contract's is checked with ERC-1271 and an undeployed one's with ERC-6492.
 * A node that does not answer is ChainUnavailableError (503), not "invalid"; a signature viem cannot
 * even decode is just invalid.
 */
export async function verifySignature(chain: ApiChain, address: Address, message: string, signature: Hex): Promise<boolean> {
  let valid: boolean
  try {
    valid = await readChain(chain, (c) => c.client.verifyMessage({ address, message, signature }))
  } catch (error) {
    if (error instanceof ChainUnavailableError) throw error
    return false
  }
  // viem answers false when its contract call fails, for whatever reason, a node that is down
  // included: before calling a signature invalid, make sure the chain was there to say so.
  if (!valid) await readChain(chain, (c) => c.client.getChainId())
  return valid
}
