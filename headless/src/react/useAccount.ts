import type { CaipAddress } from '../caip/caipAddress.js'
import { selectActiveConnection, type ConnectionState, type ConnectionStatus } from '../controllers/connection/types.js'
import type { BaseError } from '../errors/BaseError.js'
import type { Address } from '../types/chain.js'
import { useClient } from './useClient.js'
import { shallowEqual, useStore } from './useStore.js'

export type UseAccountReturnType = {
  status: ConnectionStatus
  isConnected: boolean
  isReconnecting: boolean
  address: Address | undefined
  caipAddress: CaipAddress | undefined
  connectorId: string | undefined
  error: BaseError | undefined
}

const selectAccount = (state: ConnectionState): UseAccountReturnType => {
  const connection = selectActiveConnection(state)
  return {
    status: connection.status,
    isConnected: connection.status === 'connected',
    isReconnecting: state.reconnecting,
    address: connection.address,
    caipAddress: connection.caipAddress,
    connectorId: connection.connectorId,
    error: connection.error,
  }
}

export function useAccount(): UseAccountReturnType {
  return useStore(useClient().connection.store, selectAccount, shallowEqual)
}
