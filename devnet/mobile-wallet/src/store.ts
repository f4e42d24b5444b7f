/** The smallest observable state: the UI re-renders the parts whose slice changed. */
export interface Store<T extends object> {
  get(): T
  set(patch: Partial<T> | ((state: T) => Partial<T>)): void
  subscribe(listener: (state: T, previous: T) => void): () => void
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<(state: T, previous: T) => void>()
  return {
    get: () => state,
    set(patch) {
      const previous = state
      state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) }
      for (const listener of listeners) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
