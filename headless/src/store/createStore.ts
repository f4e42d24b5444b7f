export type Listener<T> = (state: T, previous: T) => void

/** The smallest vanilla store: React reads it with useSyncExternalStore, tests read it directly. */
export type Store<T> = {
  get(): T
  set(next: Partial<T> | ((state: T) => Partial<T>)): void
  subscribe(listener: Listener<T>): () => void
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<Listener<T>>()
  return {
    get: () => state,
    set(next) {
      const patch = typeof next === 'function' ? next(state) : next
      const previous = state
      state = { ...state, ...patch }
      for (const listener of listeners) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
