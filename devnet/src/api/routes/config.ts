import type { Hono } from 'hono'
import type { ApiContext } from '../apiContext'
import { resolveFeatures } from '../features'
import { parseSdkQuery } from '../http/validate'

/** GET /appkit/v1/config → `{ features: [{ id, isEnabled, config }] }` (the remote defaults + project overrides). */
export function configRoute(app: Hono, { store }: ApiContext): void {
  app.get('/appkit/v1/config', async (c) => {
    const parsed = parseSdkQuery(c)
    if (!parsed.ok) return parsed.response
    const settings = await store.settings(parsed.value.sdk.projectId)
    return c.json({ features: resolveFeatures(settings.features) })
  })
}
