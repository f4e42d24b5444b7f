import type { NameStore } from './nameStore'

/** What the /v1/profile routes need: the names registered, the zones served, and the clock registrations are checked against. */
export interface NamesContext {
  store: NameStore
  /** The zones names are registered in, `berth.id` first (the default). */
  zones: readonly string[]
  now: () => number
}
