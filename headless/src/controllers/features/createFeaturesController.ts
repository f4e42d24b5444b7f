import type { ApiError } from '../../errors/api.js'
import type { ApiClient } from '../../api/createApiClient.js'
import type { Logger } from '../../storage/types.js'
import { createStore, type Store } from '../../store/createStore.js'
import {
  mergeFeatures,
  REMOTE_FEATURES_FAILED_WARNING,
  type FeatureId,
  type Features,
  type LocalFeatureId,
  type FeaturesOption,
  type FeaturesSource,
} from './mergeFeatures.js'

/**
 * `idle` until the modal first opens, `loading` while the remote configuration is fetched, `ready`
 * after (fetched, failed, or nothing to fetch).
 */
export type FeaturesStatus = 'idle' | 'loading' | 'ready'

/** `client.features.store`: the features in force, where they came from, and how far their loading is. */
export type FeaturesState = {
  status: FeaturesStatus
  source: FeaturesSource
  features: Features
  /** Why the remote configuration could not be used (the local options or defaults apply). */
  error?: ApiError | undefined
}

/**
 * `client.features`: the features in force, which are the remote project configuration once it
 * loads, else the `features` option over the defaults.
 */
export type FeaturesController = {
  store: Store<FeaturesState>
  /**
   * Fetches the remote configuration once (each opening of the modal calls it); later calls return
   * the same promise. When no answer came (the network dropped, so the fetch or its own code could
   * not load), the local options apply and the next call asks again, the status staying `ready`.
   */
  load(): Promise<void>
  /** Whether the feature is on now (it can change when the remote configuration arrives). */
  isEnabled(id: FeatureId | LocalFeatureId): boolean
}

export type FeaturesControllerParameters = {
  /** Undefined when there is no project id: nothing is fetched, local options apply. */
  api: Pick<ApiClient, 'getFeatures'> | undefined
  local: FeaturesOption | undefined
  logger: Logger
}

export function createFeaturesController({ api, local, logger }: FeaturesControllerParameters): FeaturesController {
  const initial = mergeFeatures({ local })
  const store = createStore<FeaturesState>({ status: 'idle', source: initial.source, features: initial.features })
  let loading: Promise<void> | undefined

  return {
    store,
    load() {
      if (!api) {
        // Called at each opening: once ready, the store is left as it is.
        if (store.get().status !== 'ready') store.set({ status: 'ready' })
      } else if (!loading) {
        // Asking again after no answer, the features in force stay shown meanwhile.
        if (store.get().status === 'idle') store.set({ status: 'loading' })
        // The fetch and its merge load with the first opening (preloadFirstOpenCode fetches them
        // ahead), not in the page's first load. Code that cannot load, or a fetch that got no
        // answer, leaves the local options until the next call, which tries again.
        loading = import('./loadRemoteFeatures.js').then(
          async ({ loadRemoteFeatures }) => {
            if (!(await loadRemoteFeatures({ api, local, logger, store }))) loading = undefined
          },
          (cause: unknown) => {
            loading = undefined
            logger.warn(REMOTE_FEATURES_FAILED_WARNING, cause)
            store.set({ status: 'ready' })
          },
        )
      }
      return loading ?? Promise.resolve()
    },
    isEnabled: (id) => store.get().features[id].enabled,
  }
}
