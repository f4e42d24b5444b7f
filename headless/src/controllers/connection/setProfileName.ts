import type { Store } from '../../store/createStore.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { ConnectionState } from './types.js'

/**
 * Writes `profileName` on `namespace`'s connection, only while it is still connected with
 * `address` (0x addresses compared without case): an answer that comes after the account changed
 * or disconnected is dropped. Loaded by the code that resolves names, never in the first load.
 */
export function setProfileName(store: Store<ConnectionState>, namespace: ChainNamespace, address: string, profileName: string | undefined): void {
  const connection = store.get().byNamespace[namespace]
  const same = connection?.address && (address.startsWith('0x') ? connection.address.toLowerCase() === address.toLowerCase() : connection.address === address)
  if (connection?.status !== 'connected' || !same || connection.profileName === profileName) return
  store.set((state) => ({ byNamespace: { ...state.byNamespace, [namespace]: { ...connection, profileName } } }))
}
