import { isCaipNetworkId, type CaipNetworkId } from '../caip/caipNetworkId.js'
import { createStore, type Store } from '../store/createStore.js'
import type { BaseError } from '../errors/BaseError.js'
import { SiwxNotEnabledError } from '../errors/siwx.js'
import { storedShape, type Storage } from '../storage/createStorage.js'
import type { SiwxSession } from './types.js'

/**
 * `idle` with no connected account; `checking` while its sessions are read; `ready` when it has none
 * (signed out); `signing` during signIn; `signed-in` with a session; `error` when reading the sessions
 * or signing in failed (the state's `error` says why).
 */
export type SiwxStatus = 'idle' | 'checking' | 'ready' | 'signing' | 'signed-in' | 'error'

/** `client.siwx.store`: the sign-in of the active account on the active network. */
export type SiwxState = {
  status: SiwxStatus
  /** The live sessions of the active account on the active network. */
  sessions: SiwxSession[]
  /** What went wrong in the last sign-in ('Signature declined', ...). */
  error: BaseError | undefined
  /** The last network that had a session: where a required sign-in's cancel goes back to. */
  lastNetworkWithSession: CaipNetworkId | undefined
}

/**
 * `client.siwx`, undefined without the `siwx` option: the sign-in state and its actions. Once the
 * client is mounted it follows the connection, and opens the sign-in view for an account without a
 * session on one of the app's networks.
 */
export type SiwxController = {
  store: Store<SiwxState>
  /** Whether the config requires sign-in (false when it does not say). */
  required(): boolean
  /** Signs in the active account on the active network: message, wallet signature, verified storage. */
  signIn(): Promise<SiwxSession>
  /** docs/states.md's cancel: back to a network with a session, disconnect, or just close. */
  cancel(): Promise<void>
  /** Revokes the active account's sessions on the active network. */
  signOut(): Promise<void>
  /** Follows the connection and the network: asks for sign-in where there is no session. Returns the stop function. */
  watch(): () => void
}

export { SiwxNotEnabledError }

/** The sign-in state, starting idle with the last network signed in on ('last-used-chain') from storage. */
export function createSiwxStore(storage: Storage): Store<SiwxState> {
  return createStore<SiwxState>({ status: 'idle', sessions: [], error: undefined, lastNetworkWithSession: undefined }, () => ({
    lastNetworkWithSession: storage.get('last-used-chain', storedShape(isCaipNetworkId)),
  }))
}
