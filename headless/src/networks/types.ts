import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../types/chain.js'

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A network the app offers (docs/entities.md "Network"). */
export type Network = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  /** Average time between blocks in ms (viem's chain.blockTime); receipts are polled at half of it (docs/constants.md). */
  blockTime?: number
  assets?: { imageId?: string; imageUrl?: string }
}

export type Eip155Network = Network & { id: number; chainNamespace: 'eip155' }
