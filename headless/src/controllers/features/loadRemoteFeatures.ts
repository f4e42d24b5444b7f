import type { ApiClient } from '../../api/createApiClient.js'
import { ApiError, serverAnswered } from '../../errors/api.js'
import type { Logger } from '../../storage/types.js'
import type { Store } from '../../store/createStore.js'
import type { FeaturesState } from './createFeaturesController.js'
import { LOCAL_CONFIGURATION_IGNORED_WARNING, mergeFeatures, REMOTE_FEATURES_FAILED_WARNING, type FeaturesOption } from './mergeFeatures.js'

/**
 * The remote project configuration, fetched at the first opening: it wins over the local options
 * (which are then reported as ignored); a failed fetch leaves the local options, with its error.
 * Resolves whether the server answered (with the configuration or an error of its own): false when
 * no answer came (the network dropped, a timeout), which the caller asks again later.
 */
export async function loadRemoteFeatures({
  api,
  local,
  logger,
  store,
}: {
  api: Pick<ApiClient, 'getFeatures'>
  local: FeaturesOption | undefined
  logger: Logger
  store: Store<FeaturesState>
}): Promise<boolean> {
  try {
    const remote = await api.getFeatures()
    const merged = mergeFeatures({ local, remote })
    if (merged.localIgnored) logger.warn(LOCAL_CONFIGURATION_IGNORED_WARNING)
    store.set({ status: 'ready', source: merged.source, features: merged.features, error: undefined })
    return true
  } catch (cause) {
    const error = cause instanceof ApiError ? cause : new ApiError('HTTP request failed', { endpoint: 'GET /appkit/v1/config', cause })
    logger.warn(REMOTE_FEATURES_FAILED_WARNING, error)
    const merged = mergeFeatures({ local })
    store.set({ status: 'ready', source: merged.source, features: merged.features, error })
    return serverAnswered(error)
  }
}
