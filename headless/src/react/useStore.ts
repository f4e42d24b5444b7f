import { useContext, useRef, useSyncExternalStore } from 'react'
import type { Store } from '../store/createStore.js'
import { InitialStatesContext } from './BerthProvider.js'

/**
 * Reads a slice of a controller store; re-renders only when the selected value changes (`equal`).
 * A server render, and the hydration of its HTML, read the store's initial state (or the one
 * BerthProvider's `initialState` gives it) instead of its live state, so that both render the same.
 */
export function useStore<T, S>(store: Store<T>, select: (state: T) => S, equal: (a: S, b: S) => boolean = Object.is): S {
  const initialStates = useContext(InitialStatesContext)
  const cache = useRef<{ value: S } | undefined>(undefined)
  // One cache for both snapshots: it only hands back the previous value while it is equal.
  const cached = (state: T) => {
    const next = select(state)
    if (cache.current && equal(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }
  return useSyncExternalStore(
    store.subscribe,
    () => cached(store.get()),
    () => cached((initialStates.get(store) as T | undefined) ?? store.getInitialState()),
  )
}

/** True when both are the same, or objects whose own properties are the same (Object.is): a selector's result compared this way re-renders less. */
export function shallowEqual<S>(a: S, b: S): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
