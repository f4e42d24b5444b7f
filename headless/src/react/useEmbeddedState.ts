import type { EmbeddedState } from '../controllers/embedded/embeddedTypes.js'
import { createStore } from '../store/createStore.js'
import { useClient } from './useClient.js'
import { useStore } from './useStore.js'

// Without the embeddedWallet option the hooks read this empty state: nothing logged in, nothing pending.
const none = createStore<Partial<EmbeddedState>>({})

/** A slice of the embedded wallet's state (`client.embedded.store`), or of an empty one without the option. */
export function useEmbeddedState<S>(select: (state: Partial<EmbeddedState>) => S, equal?: (a: S, b: S) => boolean): S {
  const store: { get(): Partial<EmbeddedState> } = useClient().embedded?.store ?? none
  return useStore(store as typeof none, select, equal)
}
