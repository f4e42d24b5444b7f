import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext'
import { reasonCodes, reasonsFromZod, reasonsResponse } from '../http/reasons'
import { sdkQuerySchema } from '../http/sdkQuery'
import { parseJsonBody } from '../http/validate'
import { MAX_WALLET_COUNT } from '../listing/buildListing'
import { applySettingsPatch, projectSettingsPatchSchema } from '../projectSettings'

export const DEVNET_API_SERVICE = 'berth-devnet-api'

const projectIdSchema = sdkQuerySchema.shape.projectId
const recordsQuerySchema = z.object({ projectId: projectIdSchema.optional() })
const listingBodySchema = z.strictObject({
  fixture: z.enum(['default', 'hostile']).optional(),
  walletCount: z.number().int().min(1).max(MAX_WALLET_COUNT).nullable().optional(),
})

function projectParam(c: Context): { ok: true; value: string } | { ok: false; response: Response } {
  const parsed = projectIdSchema.safeParse(c.req.param('projectId'))
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, response: reasonsResponse(c, 400, reasonsFromZod(parsed.error, reasonCodes.invalidParam)) }
}

function recordsQuery(c: Context) {
  const parsed = recordsQuerySchema.safeParse({ projectId: c.req.query('projectId') || undefined })
  return parsed.success
    ? ({ ok: true, value: parsed.data } as const)
    : ({ ok: false, response: reasonsResponse(c, 400, reasonsFromZod(parsed.error, reasonCodes.invalidQuery)) } as const)
}

/**
 * The devnet's control API, for tests (not part of the hosted API):
 * - GET  /devnet/health → `{ ok: true, service: 'berth-devnet-api' }`
 * - GET  /devnet/reports?projectId → `{ reports: StoredErrorReport[] }` (all projects without projectId)
 * - GET  /devnet/events?projectId → `{ events: StoredAnalyticsEvent[] }`
 * - GET  /devnet/projects/:projectId → `{ projectId, settings }`
 * - POST /devnet/projects/:projectId `{ origins?, originsStatus?, features?, analyticsEnabled? }` (null clears) → `{ projectId, settings }`
 * - POST /devnet/listing `{ fixture?: 'default'|'hostile', walletCount?: number|null }` → `{ count, fixture, walletCount }`
 * - POST /devnet/reset → `{ ok: true }`: records and settings deleted, listing back to the server's start options.
 */
export function controlRoutes(app: Hono, { store, listing, log }: ApiContext): void {
  app.get('/devnet/health', (c) => c.json({ ok: true, service: DEVNET_API_SERVICE }))

  app.get('/devnet/reports', async (c) => {
    const query = recordsQuery(c)
    if (!query.ok) return query.response
    return c.json({ reports: await store.reports(query.value.projectId) })
  })

  app.get('/devnet/events', async (c) => {
    const query = recordsQuery(c)
    if (!query.ok) return query.response
    return c.json({ events: await store.events(query.value.projectId) })
  })

  app.get('/devnet/projects/:projectId', async (c) => {
    const projectId = projectParam(c)
    if (!projectId.ok) return projectId.response
    return c.json({ projectId: projectId.value, settings: await store.settings(projectId.value) })
  })

  app.post('/devnet/projects/:projectId', async (c) => {
    const projectId = projectParam(c)
    if (!projectId.ok) return projectId.response
    const patch = await parseJsonBody(c, projectSettingsPatchSchema)
    if (!patch.ok) return patch.response
    const settings = applySettingsPatch(await store.settings(projectId.value), patch.value)
    await store.saveSettings(projectId.value, settings)
    log(`control: project ${projectId.value} settings ${JSON.stringify(settings)}`)
    return c.json({ projectId: projectId.value, settings })
  })

  app.post('/devnet/listing', async (c) => {
    const body = await parseJsonBody(c, listingBodySchema)
    if (!body.ok) return body.response
    const fixture = body.value.fixture ?? 'default'
    const walletCount = body.value.walletCount ?? undefined
    listing.set({ fixture, walletCount })
    return c.json({ count: listing.wallets.length, fixture, walletCount: walletCount ?? null })
  })

  app.post('/devnet/reset', async (c) => {
    await store.clear()
    listing.set(listing.initial)
    return c.json({ ok: true })
  })
}
