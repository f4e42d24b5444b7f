import { z } from 'zod'

export const featureIds = ['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding', 'multiWallet'] as const
export const featureIdSchema = z.enum(featureIds)
export type FeatureId = z.infer<typeof featureIdSchema>

export interface RemoteFeature {
  id: FeatureId
  isEnabled: boolean
  config: string[] | null
}

/** The remote defaults (docs/states.md), answered by GET /appkit/v1/config for a project without overrides. */
export const defaultRemoteFeatures: readonly RemoteFeature[] = Object.freeze([
  { id: 'email', isEnabled: true, config: null },
  { id: 'socials', isEnabled: true, config: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reownBranding', isEnabled: true, config: null },
  { id: 'multiWallet', isEnabled: false, config: null },
])

export const featureOverrideSchema = z.strictObject({
  isEnabled: z.boolean().optional(),
  config: z.array(z.string().min(1).max(64)).max(50).nullable().optional(),
})
export type FeatureOverride = z.infer<typeof featureOverrideSchema>
export type FeatureOverrides = Partial<Record<FeatureId, FeatureOverride>>

/** Defaults with per-project overrides applied field by field, in the default order. */
export function resolveFeatures(overrides: FeatureOverrides = {}): RemoteFeature[] {
  return defaultRemoteFeatures.map((feature) => {
    const override = overrides[feature.id]
    return {
      id: feature.id,
      isEnabled: override?.isEnabled ?? feature.isEnabled,
      config: override?.config !== undefined ? override.config : feature.config ? [...feature.config] : null,
    }
  })
}
