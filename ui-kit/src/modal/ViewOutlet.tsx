import { Suspense, type ReactNode } from 'react'
import { Spinner } from '../primitives/Spinner'
import { resolveView, type ViewOverrides, type ViewRegistry } from './viewRegistry'

export type ViewOutletProps<Name extends string> = {
  registry: ViewRegistry<Name>
  name: Name
  overrides?: ViewOverrides<Name>
  /** Shown while a lazy view loads; a centred Spinner by default. */
  fallback?: ReactNode
  /** The view the modal opens on: it enters with the modal instead of fading in on its own. */
  entersWithModal?: boolean
}

export function ViewFallback() {
  return (
    <div data-slot="view-fallback" className="berth-view-fallback">
      <Spinner size="lg" label="Loading" />
    </div>
  )
}

/** Renders the current view (override or lazy stock view) with a 150 ms fade on view change. */
export function ViewOutlet<Name extends string>({ registry, name, overrides, fallback, entersWithModal }: ViewOutletProps<Name>) {
  const View = resolveView(registry, name, overrides)
  return (
    <div key={name} data-slot="view" data-view={name} data-enter={entersWithModal ? 'with-modal' : undefined} className="berth-view">
      <Suspense fallback={fallback ?? <ViewFallback />}>
        <View />
      </Suspense>
    </div>
  )
}
