import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet } from '../startDevnet'
import { defaultRemoteFeatures } from './features'
import type { WalletListingPage } from './listing/types'
import { startApiServer, type RunningApiServer } from './startApiServer'
import type { StoredAnalyticsEvent, StoredErrorReport } from './store'

// Spare ports: 8787 belongs to the dev server or the test run's shared devnet.
const PORT = 18787
const DISK_PORT = 18788
const REUSE_PORT = 18789

let server: RunningApiServer
const sdk = (projectId = 'itest') => `projectId=${projectId}&st=berth&sv=0.1.0`
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)
const postJson = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

const report = (projectId: string, n: number) => ({
  eventId: `event-${n}`,
  url: 'http://127.0.0.1:5173/connect',
  domain: '127.0.0.1',
  timestamp: 1_700_000_000_000 + n,
  props: {
    type: 'error',
    event: 'ERROR',
    errorType: 'ApiError',
    errorMessage: `failure ${n} in ${projectId}`,
    stackTrace: 'ApiError: x\n    at getWallets (api.ts:1:1)',
  },
})

beforeAll(async () => {
  server = await startApiServer({ port: PORT, dataDir: null, indexer: false })
  await get('/devnet/reset', { method: 'POST' })
})
afterAll(() => server?.stop())

describe('wallet-provider API over HTTP', () => {
  it('answers its health probe', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${PORT}`)
    expect(await (await get('/devnet/health')).json()).toEqual({ ok: true, service: 'berth-devnet-api' })
  })

  it('GET /appkit/v1/config answers the remote defaults', async () => {
    const response = await get(`/appkit/v1/config?${sdk()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ features: defaultRemoteFeatures })
  })

  it('GET /projects/v1/origins answers the default origins', async () => {
    expect(await (await get(`/projects/v1/origins?${sdk()}`)).json()).toEqual({
      allowedOrigins: ['http://127.0.0.1:5173', 'http://127.0.0.1:5273', 'http://localhost:5173'],
    })
  })

  it('GET /getWallets pages, filters and searches', async () => {
    const first = (await (await get(`/getWallets?${sdk()}&page=1&entries=40`)).json()) as WalletListingPage
    expect(first.count).toBeGreaterThanOrEqual(60)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
      name: 'Devnet Wallet',
      image_id: expect.any(String),
      homepage: 'http://127.0.0.1:5173',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      rdns: 'dev.berth.wallet',
      chains: ['eip155:31337', 'eip155:31338', 'eip155:1', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
      badge_type: 'certified',
    })
    const second = (await (await get(`/getWallets?${sdk()}&page=2&entries=40`)).json()) as WalletListingPage
    expect(second.data.length).toBe(first.count - 40)
    const [a, b] = first.data
    const included = (await (await get(`/getWallets?${sdk()}&include=${b!.id},${a!.id}`)).json()) as WalletListingPage
    expect(included.data.map((wallet) => wallet.name)).toEqual([a!.name, b!.name])
    const excluded = (await (await get(`/getWallets?${sdk()}&entries=100&exclude=${a!.id}`)).json()) as WalletListingPage
    expect(excluded.count).toBe(first.count - 1)
    const btc = (await (await get(`/getWallets?${sdk()}&entries=100&chains=bip122:000000000019d6689c085ae165831e93`)).json()) as WalletListingPage
    expect(btc.count).toBeGreaterThan(0)
    const search = (await (await get(`/getWallets?${sdk()}&entries=100&search=${encodeURIComponent('<script>alert(1)</script>')}`)).json()) as WalletListingPage
    expect(search).toEqual({ count: 0, data: [] })
    const long = await get(`/getWallets?${sdk()}&entries=100&search=${'w'.repeat(10_000)}`)
    expect(long.status).toBe(200)
    expect(await long.json()).toEqual({ count: 0, data: [] })
  })

  it('GET /getWalletImage and the public images serve generated SVG', async () => {
    const { data } = (await (await get(`/getWallets?${sdk()}&entries=1`)).json()) as WalletListingPage
    const image = await get(`/getWalletImage/${data[0]!.image_id}?${sdk()}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await image.text()).toMatch(/^<svg [^>]*>.*>DW<\/text><\/svg>$/)
    for (const path of ['/public/getAssetImage/eth', '/public/getCurrencyImage/USD', '/public/getTokenImage/USDC']) {
      const response = await get(`${path}?${sdk()}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    }
    expect((await get(`/getWalletImage/unknown?${sdk()}`)).status).toBe(404)
  })

  it('GET /getAnalyticsConfig is off by default', async () => {
    expect(await (await get(`/getAnalyticsConfig?${sdk()}`)).json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('answers malformed queries and bodies with 400 and reasons', async () => {
    const missing = await get('/getWallets?st=berth&sv=1')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ reasons: [{ code: 'MISSING_PROJECT_ID', description: 'projectId is required' }] })
    const entries = await get(`/getWallets?${sdk()}&entries=500`)
    expect(entries.status).toBe(400)
    expect(await entries.json()).toEqual({ reasons: [{ code: 'INVALID_QUERY', description: expect.stringMatching(/^entries: /) }] })
    const body = await fetch(`${server.url}/e?${sdk()}`, { method: 'POST', body: '{"eventId":' })
    expect(body.status).toBe(400)
    expect(await body.json()).toEqual({ reasons: [{ code: 'INVALID_BODY', description: 'body is not valid JSON' }] })
  })

  it('answers CORS preflights for loopback origins only', async () => {
    const preflight = await get(`/e?${sdk()}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5273', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5273')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    const simple = await get(`/getWallets?${sdk()}&entries=1`, { headers: { origin: 'http://localhost:61000' } })
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://localhost:61000')
    const foreign = await get(`/getWallets?${sdk()}&entries=1`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('records and the control API', () => {
  it('stores error reports and analytics events and reads them back per project', async () => {
    for (const n of [1, 2]) expect(await (await postJson(`/e?${sdk('reports-a')}`, report('reports-a', n))).json()).toEqual({})
    await postJson(`/e?${sdk('reports-b')}`, report('reports-b', 3))
    const track = { ...report('reports-a', 4), props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } }
    expect((await postJson(`/e?${sdk('reports-a')}`, track)).status).toBe(200)

    const { reports } = (await (await get('/devnet/reports?projectId=reports-a')).json()) as { reports: StoredErrorReport[] }
    expect(reports.map((stored) => stored.eventId)).toEqual(['event-1', 'event-2'])
    expect(reports[0]).toEqual({
      id: expect.any(Number),
      projectId: 'reports-a',
      st: 'berth',
      sv: '0.1.0',
      eventId: 'event-1',
      url: 'http://127.0.0.1:5173/connect',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_001,
      event: 'ERROR',
      errorType: 'ApiError',
      errorMessage: 'failure 1 in reports-a',
      stackTrace: 'ApiError: x\n    at getWallets (api.ts:1:1)',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const all = (await (await get('/devnet/reports')).json()) as { reports: StoredErrorReport[] }
    expect(all.reports.map((stored) => stored.projectId)).toEqual(expect.arrayContaining(['reports-a', 'reports-b']))
    const { events } = (await (await get('/devnet/events?projectId=reports-a')).json()) as { events: StoredAnalyticsEvent[] }
    expect(events).toEqual([expect.objectContaining({ event: 'MODAL_OPEN', props: track.props, eventId: 'event-4' })])
  })

  it('flips a feature, the analytics switch and the origins per project', async () => {
    const set = await postJson('/devnet/projects/flip', {
      features: { swaps: { isEnabled: false }, onramp: { config: ['meld'] } },
      analyticsEnabled: true,
      origins: ['http://127.0.0.1:9999'],
    })
    expect(await set.json()).toEqual({
      projectId: 'flip',
      settings: { features: { swaps: { isEnabled: false }, onramp: { config: ['meld'] } }, analyticsEnabled: true, origins: ['http://127.0.0.1:9999'] },
    })
    const { features } = (await (await get(`/appkit/v1/config?${sdk('flip')}`)).json()) as {
      features: { id: string; isEnabled: boolean; config: string[] | null }[]
    }
    expect(features.find((feature) => feature.id === 'swaps')).toEqual({ id: 'swaps', isEnabled: false, config: ['1inch'] })
    expect(features.find((feature) => feature.id === 'onramp')).toEqual({ id: 'onramp', isEnabled: true, config: ['meld'] })
    expect(await (await get(`/getAnalyticsConfig?${sdk('flip')}`)).json()).toEqual({ isAnalyticsEnabled: true })
    expect(await (await get(`/projects/v1/origins?${sdk('flip')}`)).json()).toEqual({ allowedOrigins: ['http://127.0.0.1:9999'] })
    // Other projects keep the defaults.
    expect(await (await get(`/appkit/v1/config?${sdk('other')}`)).json()).toEqual({ features: defaultRemoteFeatures })
  })

  it('makes the origins endpoint answer 429 or 500 with reasons, and clears it with null', async () => {
    await postJson('/devnet/projects/failing', { originsStatus: 429 })
    const limited = await get(`/projects/v1/origins?${sdk('failing')}`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await limited.json()).toEqual({ reasons: [{ code: 'RATE_LIMITED', description: expect.any(String) }] })
    await postJson('/devnet/projects/failing', { originsStatus: 500 })
    const failed = await get(`/projects/v1/origins?${sdk('failing')}`)
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ reasons: [{ code: 'SERVER_ERROR', description: expect.any(String) }] })
    await postJson('/devnet/projects/failing', { originsStatus: null })
    expect((await get(`/projects/v1/origins?${sdk('failing')}`)).status).toBe(200)
  })

  it('switches the listing to 2,000 wallets or the hostile fixture, and resets', async () => {
    expect(await (await postJson('/devnet/listing', { walletCount: 2000 })).json()).toEqual({ count: 2000, fixture: 'default', walletCount: 2000 })
    const page3 = (await (await get(`/getWallets?${sdk()}&page=3&entries=40`)).json()) as WalletListingPage
    expect(page3.count).toBe(2000)
    expect(page3.data).toHaveLength(40)
    await postJson('/devnet/listing', { fixture: 'hostile' })
    const hostile = (await (await get(`/getWallets?${sdk()}&search=${encodeURIComponent('<img')}`)).json()) as WalletListingPage
    expect(hostile.data[0]?.mobile_link).toBe('javascript:alert(1)//')
    const image = await (await get(`/getWalletImage/hostile-markup-name?${sdk()}`)).text()
    expect(image).not.toMatch(/<img|<b>/)

    expect(await (await get('/devnet/reset', { method: 'POST' })).json()).toEqual({ ok: true })
    expect(((await (await get(`/getWallets?${sdk()}`)).json()) as WalletListingPage).count).toBeLessThan(100)
    expect(await (await get('/devnet/reports')).json()).toEqual({ reports: [] })
    expect((await (await get('/devnet/projects/flip')).json()) as unknown).toEqual({ projectId: 'flip', settings: {} })
  })
})

describe('records on disk', () => {
  it('keep reports across restarts and delete them with reset', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'berth-devnet-api-'))
    try {
      const first = await startApiServer({ port: DISK_PORT, dataDir, indexer: false })
      await fetch(`${first.url}/e?${sdk('disk')}`, { method: 'POST', body: JSON.stringify(report('disk', 1)) })
      await expect(startApiServer({ port: DISK_PORT + 10, dataDir, indexer: false })).rejects.toThrow(/in use by process/)
      await first.stop()

      const second = await startApiServer({ port: DISK_PORT, dataDir, indexer: false })
      expect(((await (await fetch(`${second.url}/devnet/reports`)).json()) as { reports: unknown[] }).reports).toHaveLength(1)
      await second.stop()

      const reset = await startApiServer({ port: DISK_PORT, dataDir, reset: true, indexer: false })
      expect(await (await fetch(`${reset.url}/devnet/reports`)).json()).toEqual({ reports: [] })
      await reset.stop()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})

describe('startDevnet and the API server', () => {
  it('reuses a devnet API already answering, and refuses a port held by something else', async () => {
    const devnet = await startDevnet({ chains: [], solana: false, bitcoin: false, api: { port: REUSE_PORT, dataDir: null } })
    expect(devnet.api).toMatchObject({ url: `http://127.0.0.1:${REUSE_PORT}`, reused: false })
    const again = await startDevnet({ chains: [], solana: false, bitcoin: false, reuseRunning: true, api: { port: REUSE_PORT, dataDir: null } })
    expect(again.api?.reused).toBe(true)
    await again.stop()
    expect((await fetch(`http://127.0.0.1:${REUSE_PORT}/devnet/health`)).status).toBe(200)
    await expect(startDevnet({ chains: [], solana: false, bitcoin: false, api: { port: REUSE_PORT, dataDir: null } })).rejects.toThrow(/already in use/)
    await devnet.stop()
    await expect(fetch(`http://127.0.0.1:${REUSE_PORT}/devnet/health`)).rejects.toThrow()

    const other = createServer((_request, response) => response.end('{"hello":"world"}'))
    await new Promise<void>((resolve) => other.listen(REUSE_PORT, '127.0.0.1', resolve))
    try {
      await expect(startDevnet({ chains: [], solana: false, bitcoin: false, reuseRunning: true, api: { port: REUSE_PORT, dataDir: null } })).rejects.toThrow(
        /not as the Berth devnet API/,
      )
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })
})
