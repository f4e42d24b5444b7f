import { describe, expect, it } from 'vitest'
import { ListingState } from './apiContext'
import { createApiApp } from './createApiApp'
import type { EventBody } from './eventBody'
import type { ProjectSettings } from './projectSettings'
import type { ApiStore } from './store'

/** Routes over an in-memory store: validation and shapes without a database (the integration test uses PGlite). */
function createApp() {
  const added: EventBody[] = []
  const settings = new Map<string, ProjectSettings>()
  const store: ApiStore = {
    addEvent: async (_sdk, body) => void added.push(body),
    reports: async () => [],
    events: async () => [],
    settings: async (projectId) => settings.get(projectId) ?? {},
    saveSettings: async (projectId, value) => void settings.set(projectId, value),
    clear: async () => settings.clear(),
  }
  const app = createApiApp({ store, listing: new ListingState({}), log: () => {}, chains: [], indexer: undefined })
  return { app, added }
}

const sdk = 'projectId=p1&st=berth&sv=0.1.0'
const report = {
  eventId: 'e1',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_700_000_000_000,
  props: { type: 'error', event: 'ERROR', errorType: 'TypeError', errorMessage: 'x is undefined', stackTrace: 'at f (a.js:1:1)' },
}

async function reasons(response: Response) {
  const body = (await response.json()) as { reasons: { code: string; description: string }[] }
  expect(Object.keys(body)).toEqual(['reasons'])
  expect(body.reasons.length).toBeGreaterThan(0)
  for (const reason of body.reasons) expect(reason).toEqual({ code: expect.any(String), description: expect.any(String) })
  return body.reasons
}

describe('query validation', () => {
  const paths = ['/appkit/v1/config', '/projects/v1/origins', '/getWallets', '/getAnalyticsConfig', '/getWalletImage/x', '/public/getTokenImage/USDC']

  it('answers a missing projectId with 400 MISSING_PROJECT_ID on every product endpoint', async () => {
    const { app } = createApp()
    for (const path of paths) {
      for (const query of ['', '?st=berth&sv=1', '?projectId=&st=berth&sv=1']) {
        const response = await app.request(`${path}${query}`)
        expect(response.status, `${path}${query}`).toBe(400)
        expect(await reasons(response)).toEqual([{ code: 'MISSING_PROJECT_ID', description: 'projectId is required' }])
      }
    }
    const post = await app.request('/e?st=berth&sv=1', { method: 'POST', body: JSON.stringify(report) })
    expect((await reasons(post))[0]?.code).toBe('MISSING_PROJECT_ID')
  })

  it('requires st and sv and refuses malformed ones', async () => {
    const { app } = createApp()
    for (const query of [
      'projectId=p1',
      'projectId=p1&st=berth',
      'projectId=p1&st=&sv=1',
      'projectId=p1&st=<b>&sv=1',
      `projectId=p1&st=berth&sv=${'9'.repeat(129)}`,
      'projectId=p%20q&st=berth&sv=1',
    ]) {
      const response = await app.request(`/appkit/v1/config?${query}`)
      expect(response.status, query).toBe(400)
      expect((await reasons(response)).every((reason) => reason.code === 'INVALID_QUERY')).toBe(true)
    }
  })

  it('names every malformed /getWallets parameter', async () => {
    const { app } = createApp()
    const cases: Record<string, string> = {
      'page=0': 'page',
      'page=1.5': 'page',
      'page=abc': 'page',
      'entries=101': 'entries',
      'entries=0': 'entries',
      'entries=-1': 'entries',
      'include=a,<b>': 'include',
      'exclude=%00': 'exclude',
      'chains=eip155': 'chains',
      'chains=eip155:1,notachain': 'chains',
      'badge_type=gold': 'badge_type',
      'page=1&page=2': 'page',
    }
    for (const [query, field] of Object.entries(cases)) {
      const response = await app.request(`/getWallets?${sdk}&${query}`)
      expect(response.status, query).toBe(400)
      expect(
        (await reasons(response)).some((reason) => reason.description.startsWith(`${field}`)),
        query,
      ).toBe(true)
    }
  })

  it('accepts any search text, including script and 10,000 characters', async () => {
    const { app } = createApp()
    for (const search of ['<script>alert(1)</script>', 'x'.repeat(10_000), '%', '😀', '']) {
      const response = await app.request(`/getWallets?${sdk}&search=${encodeURIComponent(search)}`)
      expect(response.status).toBe(200)
    }
    const devnet = (await (await app.request(`/getWallets?${sdk}&search=devnet&entries=100`)).json()) as { count: number }
    expect(devnet.count).toBe(2)
  })
})

describe('POST /e validation', () => {
  const post = (app: ReturnType<typeof createApp>['app'], body: string) =>
    app.request(`/e?${sdk}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })

  it('stores a conforming report and answers {}', async () => {
    const { app, added } = createApp()
    const response = await post(app, JSON.stringify(report))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    expect(added).toEqual([report])
  })

  it('answers 400 with reasons for bodies that do not conform', async () => {
    const { app, added } = createApp()
    const bad: unknown[] = [
      null,
      [],
      'text',
      {},
      { ...report, props: undefined },
      { ...report, props: { ...report.props, type: 'crash' } },
      { ...report, props: { ...report.props, errorMessage: 42 } },
      { ...report, timestamp: -1 },
      { ...report, timestamp: '2024-01-01' },
      { ...report, eventId: '' },
      { ...report, props: { type: 'track' } },
      { ...report, props: { ...report.props, stackTrace: 'x'.repeat(40_000) } },
    ]
    for (const body of bad) {
      const response = await post(app, JSON.stringify(body))
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect((await reasons(response)).every((reason) => reason.code === 'INVALID_BODY')).toBe(true)
    }
    for (const text of ['', '{', 'undefined', '{"a":1,}']) {
      const response = await post(app, text)
      expect(response.status).toBe(400)
      expect(await reasons(response)).toEqual([{ code: 'INVALID_BODY', description: 'body is not valid JSON' }])
    }
    expect(added).toEqual([])
  })

  it('answers 413 with reasons for a body over 64 KiB', async () => {
    const { app } = createApp()
    const response = await post(app, JSON.stringify({ ...report, url: 'x'.repeat(70_000) }))
    expect(response.status).toBe(413)
    expect((await reasons(response))[0]?.code).toBe('BODY_TOO_LARGE')
  })

  it('accepts analytics events', async () => {
    const { app, added } = createApp()
    const event = { ...report, props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } }
    expect((await post(app, JSON.stringify(event))).status).toBe(200)
    expect(added).toEqual([event])
  })
})

describe('images', () => {
  it('serves an escaped SVG for a listed wallet and 404 for an unknown id', async () => {
    const { app } = createApp()
    const listing = (await (await app.request(`/getWallets?${sdk}&entries=1`)).json()) as { data: { id: string; image_id: string }[] }
    const wallet = listing.data[0]!
    for (const id of [wallet.image_id, wallet.id]) {
      const response = await app.request(`/getWalletImage/${id}?${sdk}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
      expect(await response.text()).toContain('>DW</text>')
    }
    const missing = await app.request(`/getWalletImage/nope?${sdk}`)
    expect(missing.status).toBe(404)
    expect((await reasons(missing))[0]?.code).toBe('NOT_FOUND')
    expect((await app.request(`/public/getCurrencyImage/${encodeURIComponent('<svg>')}?${sdk}`)).status).toBe(404)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const { app } = createApp()
    const first = await app.request(`/public/getCurrencyImage/USD?${sdk}`)
    const etag = first.headers.get('etag')!
    expect((await app.request(`/public/getCurrencyImage/USD?${sdk}`, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })
})

describe('control API validation', () => {
  it('refuses malformed project settings', async () => {
    const { app } = createApp()
    for (const body of ['{', '{"originsStatus":200}', '{"features":{"teleport":{"isEnabled":true}}}', '{"extra":1}']) {
      const response = await app.request('/devnet/projects/p1', { method: 'POST', body })
      expect(response.status, body).toBe(400)
      await reasons(response)
    }
    const badId = await app.request('/devnet/projects/%3Cb%3E', { method: 'POST', body: '{}' })
    expect(badId.status).toBe(400)
    expect((await reasons(badId))[0]?.code).toBe('INVALID_PARAM')
  })

  it('answers unknown routes with 404 reasons', async () => {
    const { app } = createApp()
    const response = await app.request('/v2/nothing')
    expect(response.status).toBe(404)
    expect((await reasons(response))[0]?.code).toBe('NOT_FOUND')
  })
})
