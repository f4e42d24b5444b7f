import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type ViewModule = { default: ComponentType };
export type ViewLoader = () => Promise<ViewModule>;
export type ViewLoaders<Name extends string> = Record<Name, ViewLoader>;
/** Replace any view by name; the views not named keep their stock component. */
export type ViewOverrides<Name extends string> = Partial<Record<Name, ComponentType>>;

export interface ViewRegistry<Name extends string> {
  readonly names: readonly Name[];
  has(name: string): name is Name;
  /** The lazy component for a view; the same component object on every call. */
  get(name: Name): LazyExoticComponent<ComponentType>;
  /** Starts loading a view's module (e.g. on hover) so rendering it does not suspend long. */
  preload(name: Name): Promise<void>;
}

/**
 * Lazily loaded views by name. Each loader runs at most once while it succeeds; a failed load is
 * forgotten so a later render or preload retries.
 */
export function createViewRegistry<Name extends string>(loaders: ViewLoaders<Name>): ViewRegistry<Name> {
  const names = Object.keys(loaders) as Name[];
  const modules = new Map<Name, Promise<ViewModule>>();
  const components = new Map<Name, LazyExoticComponent<ComponentType>>();

  const load = (name: Name): Promise<ViewModule> => {
    let pending = modules.get(name);
    if (!pending) {
      const loader = loaders[name];
      if (typeof loader !== 'function') return Promise.reject(new Error(`Unknown view "${name}"`));
      pending = loader().catch((error: unknown) => {
        modules.delete(name);
        components.delete(name);
        throw error;
      });
      modules.set(name, pending);
    }
    return pending;
  };

  return {
    names,
    has: (name: string): name is Name => Object.prototype.hasOwnProperty.call(loaders, name),
    get(name) {
      let component = components.get(name);
      if (!component) {
        component = lazy(() => load(name));
        components.set(name, component);
      }
      return component;
    },
    preload: (name) => load(name).then(() => undefined),
  };
}

/** The component to render for `name`: the override when one is given, else the registry's. */
export function resolveView<Name extends string>(
  registry: ViewRegistry<Name>,
  name: Name,
  overrides?: ViewOverrides<Name>,
): ComponentType {
  const override = overrides?.[name];
  return override ?? registry.get(name);
}
