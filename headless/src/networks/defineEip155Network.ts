import type { Eip155Network } from './types.js'

/**
 * An EVM network for createClient's `networks`: give the chain id, name, native currency and RPC
 * URLs (the first is the node Berth reads balances, fees and receipts from), and it fills in
 * `chainNamespace` and `caipNetworkId` (`eip155:{id}`).
 */
export function defineEip155Network(network: Omit<Eip155Network, 'caipNetworkId' | 'chainNamespace'>): Eip155Network {
  return { ...network, chainNamespace: 'eip155', caipNetworkId: `eip155:${network.id}` }
}
