import { networkRpc } from '../adapters/eip155/networkRpc.js'
import type { Network } from '../networks/types.js'

/** An eip155 address with code is a contract: for sign-in, a smart account (ERC-1271). */
export async function isContractAccount(network: Network | undefined, address: string): Promise<boolean> {
  if (network?.chainNamespace !== 'eip155') return false
  const code = await networkRpc(network)('eth_getCode', [address, 'latest'])
  return typeof code === 'string' && /^0x[0-9a-fA-F]+$/.test(code) && code !== '0x'
}
