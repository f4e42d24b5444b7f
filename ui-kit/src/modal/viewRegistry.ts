import type { ComponentType } from 'react'
import { preloadableLazy, type Preloadable } from './preloadableLazy'

export type ViewModule = { default: ComponentType }
export type ViewLoader = () => Promise<ViewModule>
export type ViewLoaders<Name extends string> = Record<Name, ViewLoader>
/** Replace any view by name; the views not named keep their stock component. */
export type ViewOverrides<Name extends string> = Partial<Record<Name, ComponentType>>

export interface ViewRegistry<Name extends string> {
  readonly names: readonly Name[]
  has(name: string): name is Name
  /** The lazily loaded component for a view (direct once preloaded); the same object on every call. */
  get(name: Name): ComponentType
  /** Starts loading a view's module (e.g. on hover) so rendering it does not suspend long. */
  preload(name: Name): Promise<void>
}

/**
 * Lazily loaded views by name. Each loader runs at most once while it succeeds; a failed load is
 * forgotten so a later render or preload retries.
 */
export function createViewRegistry<Name extends string>(loaders: ViewLoaders<Name>): ViewRegistry<Name> {
  const names = Object.keys(loaders) as Name[]
  const views = new Map<Name, Preloadable<object>>()

  const view = (name: Name): Preloadable<object> => {
    let entry = views.get(name)
    if (!entry) {
      const loader = loaders[name]
      entry = preloadableLazy<object>(() => (typeof loader === 'function' ? loader() : Promise.reject(new Error(`Unknown view "${name}"`))))
      views.set(name, entry)
    }
    return entry
  }

  return {
    names,
    has: (name: string): name is Name => Object.hasOwn(loaders, name),
    get: (name) => view(name).Component,
    preload: (name) => view(name).preload(),
  }
}

/** The component to render for `name`: the override when one is given, else the registry's. */
export function resolveView<Name extends string>(registry: ViewRegistry<Name>, name: Name, overrides?: ViewOverrides<Name>): ComponentType {
  const override = overrides?.[name]
  return override ?? registry.get(name)
}
