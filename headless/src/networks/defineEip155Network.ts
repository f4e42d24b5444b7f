import type { Eip155Network } from './types.js'

export function defineEip155Network(network: Omit<Eip155Network, 'caipNetworkId' | 'chainNamespace'>): Eip155Network {
  return { ...network, chainNamespace: 'eip155', caipNetworkId: `eip155:${network.id}` }
}
