import type { CaipAddress } from '../../caip/caipAddress.js'
import type { BaseError } from '../../errors/BaseError.js'
import type { Address, ChainNamespace } from '../../types/chain.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type NamespaceConnection = {
  status: ConnectionStatus
  connectorId?: string
  accounts: Address[]
  address?: Address
  caipAddress?: CaipAddress
  error?: BaseError
}

export type ConnectionState = {
  activeNamespace: ChainNamespace
  /** True while a reload restores a stored connection (status is then 'connecting'). */
  reconnecting: boolean
  byNamespace: Partial<Record<ChainNamespace, NamespaceConnection>>
}

export const disconnectedConnection: NamespaceConnection = { status: 'disconnected', accounts: [] }

export function selectActiveConnection(state: ConnectionState): NamespaceConnection {
  return state.byNamespace[state.activeNamespace] ?? disconnectedConnection
}

export function connectedNamespaces(state: ConnectionState): ChainNamespace[] {
  return (Object.keys(state.byNamespace) as ChainNamespace[]).filter((namespace) => state.byNamespace[namespace]?.status === 'connected')
}
