import type { Hono } from 'hono'
import type { ApiContext } from '../apiContext'
import { parseSdkQuery } from '../http/validate'

/** GET /getAnalyticsConfig → `{ isAnalyticsEnabled: boolean }` (false unless the control API enabled it). */
export function analyticsConfigRoute(app: Hono, { store }: ApiContext): void {
  app.get('/getAnalyticsConfig', async (c) => {
    const parsed = parseSdkQuery(c)
    if (!parsed.ok) return parsed.response
    const settings = await store.settings(parsed.value.sdk.projectId)
    return c.json({ isAnalyticsEnabled: settings.analyticsEnabled ?? false })
  })
}
