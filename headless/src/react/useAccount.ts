import type { ConnectionAccount } from '../adapters/types.js'
import type { CaipAddress } from '../caip/caipAddress.js'
import { disconnectedConnection, selectActiveConnection, type ConnectionState, type ConnectionStatus } from '../controllers/connection/types.js'
import type { BaseError } from '../errors/BaseError.js'
import type { ChainNamespace } from '../types/chain.js'
import { useClient } from './useClient.js'
import { shallowEqual, useStore } from './useStore.js'

/** useAccount's parameters: `namespace` reads that namespace's connection instead of the active one. */
export type UseAccountParameters = { namespace?: ChainNamespace | undefined }

/** The connected account as useAccount gives it. */
export type UseAccountReturnType = {
  /** The namespace of this connection: the one asked for, else the active namespace (the active network's). */
  namespace: ChainNamespace
  /** 'connecting' while a connect or a reload's reconnect runs. */
  status: ConnectionStatus
  isConnected: boolean
  /** True while a reload restores a stored connection (status is then 'connecting'). */
  isReconnecting: boolean
  /** The active account, as its chain writes it. */
  address: string | undefined
  /** The active account with its network: `eip155:1:0x…`. */
  caipAddress: CaipAddress | undefined
  /**
   * Every account the wallet connected, with what it says of each, where the namespace has more than
   * an address: on bip122 the payment account (the active one) and the ordinal account, each with its
   * `type`, `publicKey` and `path`. Undefined on eip155 and solana.
   */
  accountDetails: readonly ConnectionAccount[] | undefined
  /** The wallet it is connected through. */
  connectorId: string | undefined
  /**
   * The account's profile name, shown in place of the address: an embedded-wallet account's first
   * account name (from the data API's reverse lookup, set once it answers, and at once when
   * useRegisterName registers one). Undefined until then, and for other wallets' accounts.
   */
  profileName: string | undefined
  /** Why the last connect failed. */
  error: BaseError | undefined
}

const selectAccount = (state: ConnectionState, asked: ChainNamespace | undefined): UseAccountReturnType => {
  const namespace = asked ?? state.activeNamespace
  const connection = asked ? (state.byNamespace[asked] ?? disconnectedConnection) : selectActiveConnection(state)
  return {
    namespace,
    status: connection.status,
    isConnected: connection.status === 'connected',
    isReconnecting: state.reconnecting,
    address: connection.address,
    caipAddress: connection.caipAddress,
    accountDetails: connection.accountDetails,
    connectorId: connection.connectorId,
    profileName: connection.profileName,
    error: connection.error,
  }
}

/**
 * The connected account of the active namespace (the active network's), or of `namespace` when
 * given: status, address, and the wallet it is connected through. Re-renders only when one of these
 * changes.
 *
 * @example
 * const { isConnected, address, status } = useAccount()
 * if (status === 'connecting') return <p>Connecting…</p>
 * return isConnected ? <p>{address}</p> : <ConnectButton />
 *
 * @example
 * // Both accounts of an app with EVM and Solana networks, whichever is active.
 * const evm = useAccount({ namespace: 'eip155' })
 * const sol = useAccount({ namespace: 'solana' })
 */
export function useAccount(parameters: UseAccountParameters = {}): UseAccountReturnType {
  const { namespace } = parameters
  return useStore(useClient().connection.store, (state) => selectAccount(state, namespace), shallowEqual)
}
