import { Suspense, type ReactNode } from 'react'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import { Text } from '../primitives/Text'
import { LoadBoundary } from './LoadBoundary'
import { resolveView, type ViewOverrides, type ViewRegistry } from './viewRegistry'

/** The registry, the view to show, the components that replace some of its views, and what shows while a view loads. */
export type ViewOutletProps<Name extends string> = {
  /** Where the views come from, e.g. `stockViews` or one from createViewRegistry. */
  registry: ViewRegistry<Name>
  /** The view to show, e.g. the route's `useModal().view?.view`. */
  name: Name
  /** Replace views of the registry by name: `{ Account: MyAccount }`. */
  overrides?: ViewOverrides<Name>
  /** Shown while a lazy view loads; a centred Spinner by default. */
  fallback?: ReactNode
  /** The view the modal opens on: it enters with the modal instead of fading in on its own. */
  entersWithModal?: boolean
}

/**
 * What a view shows while its code loads: a large Spinner labelled 'Loading', centred
 * (data-slot="view-fallback"). ViewOutlet's default fallback; BerthModal shows it for a view with
 * neither a stock component nor a replacement.
 */
export function ViewFallback() {
  return (
    <div data-slot="view-fallback" className="berth-view-fallback">
      <Spinner size="lg" label="Loading" />
    </div>
  )
}

/**
 * What a view shows when its code could not load (data-slot="view-unavailable"): says so, with
 * 'Try again'.
 */
function ViewUnavailable({ retry }: { retry: () => void }) {
  return (
    <div data-slot="view-unavailable" className="berth-view-empty" role="alert">
      <Text variant="paragraph" weight="medium" align="center">
        This view could not load
      </Text>
      <Text variant="small" tone="secondary" align="center">
        Check your connection, then try again.
      </Text>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  )
}

/**
 * Renders the current view (override or lazy stock view) with a 150 ms fade on view change, in a div
 * with data-slot="view" and data-view set to its name; suspends to `fallback` while the view loads,
 * and says so with 'Try again' when its code cannot load.
 */
export function ViewOutlet<Name extends string>({ registry, name, overrides, fallback, entersWithModal }: ViewOutletProps<Name>) {
  const View = resolveView(registry, name, overrides)
  return (
    <div key={name} data-slot="view" data-view={name} data-enter={entersWithModal ? 'with-modal' : undefined} className="berth-view">
      <LoadBoundary fallback={(retry) => <ViewUnavailable retry={retry} />}>
        <Suspense fallback={fallback ?? <ViewFallback />}>
          <View />
        </Suspense>
      </LoadBoundary>
    </div>
  )
}
