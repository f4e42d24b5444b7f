import { z } from 'zod'
import { featureIdSchema, featureOverrideSchema } from './features'

/** Answered by GET /projects/v1/origins for a project with no origins set. */
export const defaultAllowedOrigins: readonly string[] = Object.freeze(['http://127.0.0.1:5173', 'http://127.0.0.1:5273', 'http://localhost:5173'])

export const originsStatusSchema = z.number().int().min(400).max(599)

/**
 * What the control API can set per project. Stored as is; a field left out keeps the default.
 * `originsStatus` makes GET /projects/v1/origins answer that status with `{ reasons }` (429, 500...).
 */
export const projectSettingsSchema = z.strictObject({
  origins: z.array(z.string().min(1).max(2048)).max(200).optional(),
  originsStatus: originsStatusSchema.optional(),
  features: z.partialRecord(featureIdSchema, featureOverrideSchema).optional(),
  analyticsEnabled: z.boolean().optional(),
})
export type ProjectSettings = z.infer<typeof projectSettingsSchema>

/** POST /devnet/projects/:projectId body: each field sets, null clears back to the default, absent keeps. */
export const projectSettingsPatchSchema = z.strictObject({
  origins: projectSettingsSchema.shape.origins.unwrap().nullable().optional(),
  originsStatus: originsStatusSchema.nullable().optional(),
  features: projectSettingsSchema.shape.features.unwrap().nullable().optional(),
  analyticsEnabled: z.boolean().nullable().optional(),
})
export type ProjectSettingsPatch = z.infer<typeof projectSettingsPatchSchema>

export function applySettingsPatch(current: ProjectSettings, patch: ProjectSettingsPatch): ProjectSettings {
  const next: Record<string, unknown> = { ...current }
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    if (value === null) delete next[key]
    else if (key === 'features') next.features = { ...current.features, ...(value as object) }
    else next[key] = value
  }
  return projectSettingsSchema.parse(next)
}
