import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { Network } from '../../networks/types.js'
import type { ChainNamespace } from '../../types/chain.js'

export type NetworkSwitchInput = {
  activeCaipNetworkId: CaipNetworkId | undefined
  activeNamespace: ChainNamespace
  /** Namespaces that have a connected address. */
  connectedNamespaces: readonly ChainNamespace[]
  forceConfirmation?: boolean
  /** The embedded (auth) connector is active and supports the target chain. */
  authConnectorSupportsTarget?: boolean
}

export type NetworkSwitchDecision = { type: 'none' } | { type: 'push'; view: 'SwitchNetwork' | 'SwitchActiveChain' }

/** docs/views.md "Network switching", in its order. */
export function decideNetworkSwitch(input: NetworkSwitchInput, target: Network): NetworkSwitchDecision {
  if (input.activeCaipNetworkId === target.caipNetworkId) return { type: 'none' }
  if (input.forceConfirmation || input.authConnectorSupportsTarget) return { type: 'push', view: 'SwitchNetwork' }
  const hasAddressHere = input.connectedNamespaces.includes(input.activeNamespace)
  const otherNamespace = target.chainNamespace !== input.activeNamespace
  const hasAddressThere = input.connectedNamespaces.includes(target.chainNamespace)
  if (hasAddressHere && otherNamespace && !hasAddressThere) return { type: 'push', view: 'SwitchActiveChain' }
  return { type: 'push', view: 'SwitchNetwork' }
}
