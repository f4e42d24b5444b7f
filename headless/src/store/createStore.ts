export type Listener<T> = (state: T, previous: T) => void

/** The smallest vanilla store: React reads it with useSyncExternalStore, tests read it directly. */
export type Store<T> = {
  get(): T
  set(next: Partial<T> | ((state: T) => Partial<T>)): void
  subscribe(listener: Listener<T>): () => void
  /**
   * The state the store was created with, before anything was restored from storage: the same on
   * a server and in every browser, so it is what a server render and the hydration that follows it
   * read (useSyncExternalStore's server snapshot).
   */
  getInitialState(): T
}

/**
 * `restore` reads what this browser kept (storage) and patches the initial state with it. It runs
 * on the first `get` or `set`, not at creation: a client created at module level on a server
 * touches no storage, and a server render reads only `getInitialState`.
 */
export function createStore<T extends object>(initial: T, restore?: () => Partial<T>): Store<T> {
  let state = initial
  let pending = restore
  const current = () => {
    if (pending) {
      const patch = pending()
      pending = undefined
      state = { ...state, ...patch }
    }
    return state
  }
  const listeners = new Set<Listener<T>>()
  return {
    get: current,
    set(next) {
      const previous = current()
      const patch = typeof next === 'function' ? next(previous) : next
      state = { ...previous, ...patch }
      for (const listener of listeners) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getInitialState: () => initial,
  }
}
