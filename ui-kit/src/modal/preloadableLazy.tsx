import { lazy, useState, type ComponentType } from 'react'
import { ModuleLoadError } from './ModuleLoadError'

const failedLoadRetries = new Set<() => void>()

/** Lets every lazy part whose load failed load afresh at its next render (LoadBoundary's retry). */
export const retryFailedLoads = () => {
  for (const retry of failedLoadRetries) retry()
}

export type Preloadable<P extends object> = {
  Component: ComponentType<P>
  /** Loads the module once while it succeeds; a failed load (a ModuleLoadError) is forgotten so a later call retries. */
  preload(): Promise<void>
  /** Whether the last load failed and none has been tried since. */
  readonly failed: boolean
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
  let failed = false
  // React.lazy keeps a rejection for good, and that is what a render must see: a fresh lazy there
  // would suspend again and refetch in a loop. A new one comes only with a retry, LoadBoundary's or
  // an explicit preload.
  const makeLazy = () => lazy(start) as unknown as ComponentType<P>
  const start = (): Promise<{ default: ComponentType<P> }> =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        pending = undefined
        failed = true
        throw new ModuleLoadError(error)
      },
    ))
  const retry = () => {
    if (failed) Lazy = makeLazy()
    failed = false
  }
  failedLoadRetries.add(retry)
  let Lazy = makeLazy()
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, made once per view when the registry is built, never during a render
  function PreloadableComponent(props: P) {
    const [Direct] = useState(() => loaded)
    const Current = Direct ?? Lazy
    return <Current {...props} />
  }
  return {
    Component: PreloadableComponent,
    preload: () => {
      retry()
      return start().then(() => undefined)
    },
    get failed() {
      return failed
    },
  }
}
