import type { NonceStore } from './nonceStore'
import type { SessionStore } from './sessionStore'

/** What the sign-in routes need: the nonces they issued, the sessions they stored, and the clock both go by. */
export interface SessionsContext {
  nonces: NonceStore
  store: SessionStore
  now: () => number
}
