import { createStore } from '../../store/createStore.js'
import type { ReportsController, ReportsControllerParameters, ReportsState } from './createReportsController.js'
import { initialReportsState } from './initialReportsState.js'

/**
 * The reports controller as createClient hands it out: its store at once, its code (the rate
 * limit, the report's envelope, the analytics switch) with the first report or read, not in the
 * page's first load. Like the controller, nothing here rejects: a part that cannot load sends nothing.
 */
export function createLazyReportsController(parameters: ReportsControllerParameters): ReportsController {
  const store = createStore<ReportsState>(initialReportsState())
  let loading: Promise<ReportsController> | undefined
  const load = () =>
    (loading ??= import('./createReportsController.js').then(
      ({ createReportsController }) => createReportsController(parameters, store),
      (error: unknown) => {
        loading = undefined
        parameters.logger.warn('Berth: the reports code could not be loaded', error)
        throw error
      },
    ))
  return {
    store,
    reportError: (error, event) =>
      load().then(
        (controller) => controller.reportError(error, event),
        () => false,
      ),
    loadAnalyticsConfig: () =>
      load().then(
        (controller) => controller.loadAnalyticsConfig(),
        () => undefined,
      ),
    // Events are sent only while analytics is on, which only the loaded controller can turn on:
    // until then nothing is loaded for them.
    trackEvents(events) {
      let stop: (() => void) | undefined
      let stopped = false
      const unsubscribe = store.subscribe((state) => {
        if (!state.analyticsEnabled || stop || stopped) return
        stop = () => undefined
        load().then(
          (controller) => {
            if (!stopped) stop = controller.trackEvents(events)
          },
          () => (stop = undefined),
        )
      })
      return () => {
        stopped = true
        unsubscribe()
        stop?.()
      }
    },
  }
}
