import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { Store } from '../store/createStore.js'

/** Reads a slice of a controller store; re-renders only when the selected value changes (Object.is). */
export function useStore<T, S>(store: Store<T>, select: (state: T) => S, equal: (a: S, b: S) => boolean = Object.is): S {
  const cache = useRef<{ value: S } | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const next = select(store.get())
    if (cache.current && equal(cache.current.value, next)) return cache.current.value
    cache.current = { value: next }
    return next
  }, [store, select, equal])
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}

/** True when both are the same, or objects whose own properties are the same (Object.is): a selector's result compared this way re-renders less. */
export function shallowEqual<S>(a: S, b: S): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
