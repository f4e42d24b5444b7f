import type { CaipAddress } from '../caip/caipAddress.js'
import { selectActiveConnection, type ConnectionState, type ConnectionStatus } from '../controllers/connection/types.js'
import type { BaseError } from '../errors/BaseError.js'
import { useClient } from './useClient.js'
import { shallowEqual, useStore } from './useStore.js'

/** The connected account as useAccount gives it. */
export type UseAccountReturnType = {
  /** 'connecting' while a connect or a reload's reconnect runs. */
  status: ConnectionStatus
  isConnected: boolean
  /** True while a reload restores a stored connection (status is then 'connecting'). */
  isReconnecting: boolean
  /** The active account, as its chain writes it. */
  address: string | undefined
  /** The active account with its network: `eip155:1:0x…`. */
  caipAddress: CaipAddress | undefined
  /** The wallet it is connected through. */
  connectorId: string | undefined
  /** Why the last connect failed. */
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

/**
 * The connected account of the active namespace: status, address, and the wallet it is connected
 * through. Re-renders only when one of these changes.
 *
 * @example
 * const { isConnected, address, status } = useAccount()
 * if (status === 'connecting') return <p>Connecting…</p>
 * return isConnected ? <p>{address}</p> : <ConnectButton />
 */
export function useAccount(): UseAccountReturnType {
  return useStore(useClient().connection.store, selectAccount, shallowEqual)
}
