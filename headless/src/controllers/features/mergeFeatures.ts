import type { RemoteFeature } from '../../api/getFeatures.js'

/** The features the remote project configuration (GET /appkit/v1/config) can switch. */
export const FEATURE_IDS = ['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding', 'multiWallet'] as const

/** A feature the remote project configuration switches; without one, the `features` option does. */
export type FeatureId = (typeof FEATURE_IDS)[number]

/**
 * The features only the app's `features` option switches: docs/entities.md's remote features do not list
 * them, so a fetched remote configuration neither switches them nor makes their option ignored.
 */
export const LOCAL_FEATURE_IDS = ['send'] as const

/** A feature only the app's `features` option switches; a remote configuration leaves it alone. */
export type LocalFeatureId = (typeof LOCAL_FEATURE_IDS)[number]

/** One feature: whether it is on, and its list (providers, social logins), null when it has none. */
export type FeatureState = { enabled: boolean; config: readonly string[] | null }

/** Every feature's state, as `client.features.isEnabled` and the stock modal read them. */
export type Features = Record<FeatureId | LocalFeatureId, FeatureState>

/**
 * The local `features` option: `true`/`false` switches a feature with its default config; a list
 * switches it on with that config (providers, social logins), an empty list switches it off.
 */
export type FeaturesOption = Partial<Record<FeatureId | LocalFeatureId, boolean | readonly string[]>>

/**
 * Where the features in force came from: 'remote' (the fetched project configuration), 'local'
 * (the `features` option) or 'default' (neither).
 */
export type FeaturesSource = 'default' | 'local' | 'remote'

/** docs/states.md remote defaults. The social list is SPEC.md's default social order. Send is on unless the app turns it off. */
export const DEFAULT_FEATURES: Features = {
  email: { enabled: true, config: null },
  socials: { enabled: true, config: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
  swaps: { enabled: true, config: ['1inch'] },
  onramp: { enabled: true, config: ['meld', 'coinbase'] },
  activity: { enabled: true, config: null },
  reownBranding: { enabled: true, config: null },
  multiWallet: { enabled: false, config: null },
  send: { enabled: true, config: null },
}

/** Logged when the remote configuration (or the code that fetches it) could not be loaded. */
export const REMOTE_FEATURES_FAILED_WARNING = 'Berth: the remote feature configuration could not be loaded; local options apply'

export const LOCAL_CONFIGURATION_IGNORED_WARNING =
  'Berth: the project has a remote feature configuration, so the local configuration is ignored (the `features` option)'

export type MergeFeaturesInput = {
  local?: FeaturesOption | undefined
  /** The fetched remote configuration; undefined when it was not fetched or the fetch failed. */
  remote?: readonly RemoteFeature[] | undefined
}

export type MergeFeaturesResult = { features: Features; source: FeaturesSource; localIgnored: boolean }

export function hasLocalFeatures(local: FeaturesOption | undefined): boolean {
  return local !== undefined && FEATURE_IDS.some((id) => local[id] !== undefined)
}

/**
 * docs/states.md: a fetched remote configuration wins over everything (a feature it leaves out keeps its
 * default) and, if the app set local features, they are reported as ignored. Without one, local
 * options apply over the defaults. The local-only features (send) always take the app's option.
 */
export function mergeFeatures(input: MergeFeaturesInput): MergeFeaturesResult {
  const result = mergeRemoteSwitchable(input)
  for (const id of LOCAL_FEATURE_IDS) {
    const value = input.local?.[id]
    if (value !== undefined) result.features[id] = featureFromOption(id, value)
  }
  return result
}

const featureFromOption = (id: FeatureId | LocalFeatureId, value: boolean | readonly string[]): FeatureState =>
  typeof value === 'boolean' ? { enabled: value, config: DEFAULT_FEATURES[id].config } : { enabled: value.length > 0, config: [...value] }

function mergeRemoteSwitchable({ local, remote }: MergeFeaturesInput): MergeFeaturesResult {
  const features = { ...DEFAULT_FEATURES }
  if (remote) {
    for (const id of FEATURE_IDS) {
      const entry = remote.find((feature) => feature.id === id)
      if (entry) features[id] = { enabled: entry.isEnabled, config: entry.config ?? DEFAULT_FEATURES[id].config }
    }
    return { features, source: 'remote', localIgnored: hasLocalFeatures(local) }
  }
  if (!hasLocalFeatures(local)) return { features, source: 'default', localIgnored: false }
  for (const id of FEATURE_IDS) {
    const value = local?.[id]
    if (value === undefined) continue
    features[id] = featureFromOption(id, value)
  }
  return { features, source: 'local', localIgnored: false }
}
