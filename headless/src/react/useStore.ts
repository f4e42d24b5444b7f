import { useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import type { Store } from '../controllers/store.js'
import { InitialStatesContext } from './BerthProvider.js'

/**
 * Reads a slice of a controller store; re-renders only when the selected value changes (`equal`).
 * A server render, and the hydration of its HTML, read the store's initial state (or the one
 * BerthProvider's `initialState` gives it) instead of its live state, so that both render the same.
 */
export function useStore<T, S>(store: Store<T>, select: (state: T) => S, equal: (a: S, b: S) => boolean = Object.is): S {
  const initialStates = useContext(InitialStatesContext)
  const cache = useRef<{ value: S } | undefined>(undefined)
  const serverCache = useRef<{ value: S } | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const next = select(store.get())
    if (cache.current && equal(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }, [store, select, equal])
  const getServerSnapshot = useCallback(() => {
    const next = select((initialStates.get(store) as T | undefined) ?? store.getInitialState())
    if (serverCache.current && equal(serverCache.current.value, next)) return serverCache.current.value
    serverCache.current = { value: next }
    return next
  }, [store, select, equal, initialStates])
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot)
}

export function shallowEqual<S>(a: S, b: S): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
