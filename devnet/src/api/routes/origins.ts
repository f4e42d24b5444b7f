import type { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiContext } from '../apiContext'
import { reasonCodes, reasonsResponse } from '../http/reasons'
import { parseSdkQuery } from '../http/validate'
import { defaultAllowedOrigins } from '../projectSettings'

/**
 * GET /projects/v1/origins → `{ allowedOrigins: string[] }`, or, when the project's originsStatus is
 * set, that status with `{ reasons: [{ code, description }] }` (429 also sends retry-after: 60).
 */
export function originsRoute(app: Hono, { store }: ApiContext): void {
  app.get('/projects/v1/origins', async (c) => {
    const parsed = parseSdkQuery(c)
    if (!parsed.ok) return parsed.response
    const { projectId } = parsed.value.sdk
    const settings = await store.settings(projectId)
    const status = settings.originsStatus
    if (status !== undefined) {
      if (status === 429) {
        c.header('retry-after', '60')
        return reasonsResponse(c, 429, [{ code: reasonCodes.rateLimited, description: `Too many requests for project ${projectId}` }])
      }
      return reasonsResponse(c, status as ContentfulStatusCode, [
        {
          code: status >= 500 ? reasonCodes.serverError : 'REQUEST_FAILED',
          description: `Devnet: origins answer ${status} for project ${projectId} (set by the control API)`,
        },
      ])
    }
    return c.json({ allowedOrigins: [...(settings.origins ?? defaultAllowedOrigins)] })
  })
}
