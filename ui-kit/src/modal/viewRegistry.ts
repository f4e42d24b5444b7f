import type { ComponentType } from 'react'
import { preloadableLazy, type Preloadable } from './preloadableLazy'

/**
 * What a view's loader resolves with: a module whose default export is the view. A view takes no
 * props: it reads its route's params from `useModal().view?.params` and navigates with `useModal().push`.
 */
export type ViewModule = { default: ComponentType }
/** Loads one view's module, e.g. `() => import('./MyView')`: called when the view first renders or is preloaded, and again after a failed load. */
export type ViewLoader = () => Promise<ViewModule>
/** What createViewRegistry takes: a loader per view name, e.g. `{ Account: () => import('./Account') }`, so each view is its own chunk. */
export type ViewLoaders<Name extends string> = Record<Name, ViewLoader>
/** Components that replace views by name in ViewOutlet and resolveView; the views not named keep the registry's component. */
export type ViewOverrides<Name extends string> = Partial<Record<Name, ComponentType>>

/**
 * Lazily loaded views by name, as createViewRegistry builds them (`stockViews` is the stock modal's).
 * ViewOutlet renders one by name and takes `overrides` to replace views; BerthModal takes its
 * replacements in its `views` prop.
 */
export interface ViewRegistry<Name extends string> {
  /** The view names, in the order of the loaders. */
  readonly names: readonly Name[]
  /** Whether a name (e.g. a route's) is one of this registry's views. */
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
