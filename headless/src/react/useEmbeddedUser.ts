import { displayUserName } from '../controllers/embedded/embeddedRules.js'
import type { EmbeddedState } from '../controllers/embedded/embeddedTypes.js'
import { useEmbeddedState } from './useEmbeddedState.js'
import { shallowEqual } from './useStore.js'

/** The embedded wallet's user as useEmbeddedUser gives it. */
export type EmbeddedUser = {
  status: EmbeddedState['status'] | undefined
  email: string | undefined
  /** The social or Farcaster username as shown (a Discord username without its trailing 0). */
  userName: string | undefined
  authProvider: string | undefined
  /** A signing request waits for the visitor in the frame. */
  approval: EmbeddedState['approval']
}

/**
 * The embedded wallet's logged-in user: email, username (as shown), the provider logged in with,
 * and a pending approval; all undefined without the `embeddedWallet` option or a login.
 *
 * @example
 * const { email, userName } = useEmbeddedUser()
 * return <p>{userName ?? email}</p>
 */
export function useEmbeddedUser(): EmbeddedUser {
  const state = useEmbeddedState((value) => value, shallowEqual)
  return {
    status: state.status,
    email: state.email,
    userName: state.userName ? displayUserName(state.userName, state.authProvider) : undefined,
    authProvider: state.authProvider,
    approval: state.approval,
  }
}
