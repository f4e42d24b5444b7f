import { lazy, useState, type ComponentType } from 'react'

export type Preloadable<P extends object> = {
  Component: ComponentType<P>
  /** Loads the module once while it succeeds; a failed load is forgotten so a later call retries. */
  preload(): Promise<void>
}

/**
 * React.lazy that does not suspend once its module has been preloaded. React.lazy suspends on its
 * first render even when the module is already in memory, and React holds a revealed Suspense
 * boundary back for about 300 ms after its fallback: two nested lazy levels (modal, then view) cost
 * some 600 ms on the first click however early the code was fetched. A mount that finds the module
 * loaded renders it directly; one that started lazily stays lazy, so nothing remounts.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<{ default: ComponentType<P> }> | undefined
  // React.lazy keeps a rejection for good: after a failed load the next render gets a fresh one.
  const makeLazy = () => lazy(start) as unknown as ComponentType<P>
  const start = (): Promise<{ default: ComponentType<P> }> =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        pending = undefined
        Lazy = makeLazy()
        throw error
      },
    ))
  let Lazy = makeLazy()
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, made once per view when the registry is built, never during a render
  function PreloadableComponent(props: P) {
    const [Direct] = useState(() => loaded)
    const Current = Direct ?? Lazy
    return <Current {...props} />
  }
  return { Component: PreloadableComponent, preload: () => start().then(() => undefined) }
}
