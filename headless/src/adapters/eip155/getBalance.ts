import { createPublicClient, http } from 'viem'
import { getBalance } from 'viem/actions'
import type { Network } from '../../networks/types.js'
import type { Balance } from '../types.js'

/** Read from the network's own RPC, not the wallet: the balance is public chain data. */
export async function getEip155Balance(network: Network, address: string): Promise<Balance> {
  const url = network.rpcUrls.default.http[0]
  const client = createPublicClient({ transport: http(url, { retryCount: 3, retryDelay: 150 }) })
  const value = await getBalance(client, { address: address as `0x${string}` })
  return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
}
