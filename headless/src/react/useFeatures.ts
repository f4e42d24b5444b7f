import type { FeaturesState } from '../controllers/features/createFeaturesController.js'
import { useClient } from './useClient.js'
import { useStore } from './useStore.js'

const selectAll = (state: FeaturesState) => state

/** Each feature's on/off and config, where they came from (remote, local, default) and the load status. */
export const useFeatures = (): FeaturesState => useStore(useClient().features.store, selectAll)
