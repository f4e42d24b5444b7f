import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { OnrampOptionsResponse } from '../../api/getOnrampOptions.js'
import type { ChainNamespace } from '../../types/chain.js'

/** The namespaces an on-ramp delivers to (SPEC.md §9: meld on eip155 and solana, coinbase on eip155). */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** True when Buy can be offered on a network of this namespace. */
export function isOnrampNamespace(namespace: string | undefined): boolean {
  return namespace !== undefined && (ONRAMP_NAMESPACES as readonly string[]).includes(namespace)
}

/** The on-ramp's names for well-known networks (SPEC.md §9's pay chains, and Solana). */
export const BUILT_IN_RAMP_NETWORKS: Readonly<Record<CaipNetworkId, string>> = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche-c-chain',
  'eip155:10': 'optimism',
  'eip155:42220': 'celo',
  'eip155:8453': 'base',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
}

/** Where the names come from: the app's `onramp.networks` option, then the fetched options (eip155 by chain id), then the built-in names. */
export type RampNetworkSources = {
  option?: Readonly<Record<string, string>> | undefined
  options?: OnrampOptionsResponse | undefined
}

/** The on-ramp's name for an app network, or undefined when the on-ramp does not deliver there. */
export function rampNetworkName(caipNetworkId: CaipNetworkId, { option, options }: RampNetworkSources): string | undefined {
  const named = option?.[caipNetworkId]
  if (named) return named
  const [namespace, reference] = caipNetworkId.split(':')
  if (!isOnrampNamespace(namespace)) return undefined
  if (namespace === 'eip155') {
    const claimed = new Set(Object.values(option ?? {}))
    for (const currency of options?.purchaseCurrencies ?? []) {
      const network = currency.networks.find((candidate) => candidate.chain_id === reference && !claimed.has(candidate.name))
      if (network) return network.name
    }
  }
  return BUILT_IN_RAMP_NETWORKS[caipNetworkId]
}

/**
 * Which of `caipNetworkIds` an on-ramp network stands for: the one the app's option or the built-in
 * names give that name, else the eip155 network of its chain id that has no other name.
 */
export function caipNetworkOfRamp(
  network: { name: string; chain_id: string },
  caipNetworkIds: readonly CaipNetworkId[],
  { option }: Pick<RampNetworkSources, 'option'>,
): CaipNetworkId | undefined {
  const nameOf = (id: CaipNetworkId) => option?.[id] ?? BUILT_IN_RAMP_NETWORKS[id]
  return (
    caipNetworkIds.find((id) => nameOf(id) === network.name) ?? caipNetworkIds.find((id) => nameOf(id) === undefined && id === `eip155:${network.chain_id}`)
  )
}
