import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../types/chain.js'

/** A network's native currency: its name, symbol and decimals, the units its balances and fees are counted in. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A network the app offers (docs/entities.md "Network"). */
export type Network = {
  /** The chain's own id: the numeric chain id on eip155. */
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

/** A network of the eip155 namespace (EVM chains): `id` is the numeric chain id, `caipNetworkId` is `eip155:{id}`. */
export type Eip155Network = Network & { id: number; chainNamespace: 'eip155' }
