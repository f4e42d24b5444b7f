import { QueryClient } from '@tanstack/query-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient, type CreateClientParameters } from '../client.js'
import { ORIGIN_ALERTS } from '../controllers/features/checkAllowedOrigins.js'
import { CONFIGURATION_ALERTS } from '../controllers/features/configurationAlerts.js'
import { LOCAL_CONFIGURATION_IGNORED_WARNING } from '../controllers/features/mergeFeatures.js'
import { testChain } from '../testing/testNetworks.js'
import { recommendedWalletsQueryOptions, walletsInfiniteQueryOptions } from '../query/wallets.js'
import { memoryBackend } from '../storage/backends.js'
import { announceFake, createScriptedProviderFake } from '../testing/fakeProvider.js'
import { listingEntry, startTestServer, type Handler, type TestServer } from '../testing/testServer.js'

const ORIGIN = 'http://127.0.0.1:5173'
const LISTING = Array.from({ length: 95 }, (_, i) => listingEntry(i))

/** The wallet-provider API as the devnet serves it, with per-test overrides by path. */
function devnetLike(overrides: Record<string, Handler> = {}): Handler {
  return (request, index) => {
    const override = overrides[request.path]
    if (override) return override(request, index)
    switch (request.path) {
      case '/appkit/v1/config':
        return {
          body: {
            features: [
              { id: 'swaps', isEnabled: false, config: null },
              { id: 'multiWallet', isEnabled: true, config: null },
            ],
          },
        }
      case '/projects/v1/origins':
        return { body: { allowedOrigins: [ORIGIN] } }
      case '/getAnalyticsConfig':
        return { body: { isAnalyticsEnabled: false } }
      case '/getWallets': {
        const page = Number(request.query.get('page'))
        const entries = Number(request.query.get('entries'))
        const search = request.query.get('search')?.toLowerCase()
        const matching = search ? LISTING.filter((entry) => entry.name.toLowerCase().includes(search)) : LISTING
        return { body: { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) } }
      }
      default:
        return { status: 404, body: { reasons: [{ code: 'not_found', description: `no route ${request.path}` }] } }
    }
  }
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer(devnetLike())
})
afterAll(() => server.close())

function setup(handler: Handler, options: Partial<CreateClientParameters> = {}) {
  server.requests.length = 0
  server.setHandler(handler)
  const target = new EventTarget()
  const installed = createScriptedProviderFake({})
  announceFake(target, { uuid: 'u1', name: 'Wallet 1', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'example.wallet1' }, installed.provider)
  const logger = { warn: vi.fn(), error: vi.fn() }
  const client = createClient({
    projectId: 'p1',
    apiUrl: server.url,
    walletApiUrl: server.url,
    networks: [testChain],
    window: target as never,
    storage: memoryBackend(),
    logger,
    origin: ORIGIN,
    apiRetryDelayMs: 0,
    ...options,
  })
  const paths = () => server.requests.map((request) => request.path)
  return { client, logger, paths }
}

const settled = (client: ReturnType<typeof createClient>) => vi.waitFor(() => expect(client.features.store.get().status).toBe('ready'))

describe('createClient against an HTTP API', () => {
  it('makes no request before the modal first opens; then reads config, origins and analytics config, not the listing', async () => {
    const { client, paths, logger } = setup(devnetLike())
    const unmount = client.mount()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(paths()).toEqual([])
    client.modal.open()
    await settled(client)
    await vi.waitFor(() => expect(paths().sort()).toEqual(['/appkit/v1/config', '/getAnalyticsConfig', '/projects/v1/origins']))
    expect(
      server.requests.every(
        (request) => request.query.get('projectId') === 'p1' && request.query.get('st') === 'berth' && request.query.get('sv') === 'berth-0.1.0',
      ),
    ).toBe(true)
    expect(client.features.store.get()).toMatchObject({
      source: 'remote',
      features: { swaps: { enabled: false }, multiWallet: { enabled: true }, email: { enabled: true } },
    })
    expect(client.alerts.store.get().alert).toBeUndefined()
    expect(logger.warn).not.toHaveBeenCalled()
    // Reopening, or a second mount, does not fetch again.
    client.modal.close()
    unmount()
    client.mount()
    client.modal.open()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(paths()).toHaveLength(3)
  })

  it('warns once that the local configuration is ignored when the remote one is fetched', async () => {
    const { client, logger } = setup(devnetLike(), { features: { swaps: true } })
    client.mount()
    client.modal.open()
    await settled(client)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn).toHaveBeenCalledWith(LOCAL_CONFIGURATION_IGNORED_WARNING)
    expect(client.features.isEnabled('swaps')).toBe(false)
  })

  it('falls back to the local options when the config fetch fails', async () => {
    const { client } = setup(devnetLike({ '/appkit/v1/config': () => ({ status: 500, body: { reasons: [{ description: 'db down' }] } }) }), {
      features: { swaps: false },
    })
    client.mount()
    client.modal.open()
    await settled(client)
    expect(client.features.store.get()).toMatchObject({ source: 'local', features: { swaps: { enabled: false }, onramp: { enabled: true } } })
    expect(client.features.store.get().error?.shortMessage).toBe('db down')
  })

  it.each([
    [{ status: 429 }, { variant: 'warning', message: ORIGIN_ALERTS.rateLimited }],
    [
      { status: 503, body: { reasons: [{ code: 'x', description: 'maintenance' }] } },
      { variant: 'error', message: ORIGIN_ALERTS.serverError('503: maintenance') },
    ],
    [{ body: { allowedOrigins: ['https://elsewhere.example'] } }, { variant: 'error', message: 'Invalid App Configuration' }],
    [{ body: { allowedOrigins: 'not a list' } }, { variant: 'error', message: 'Invalid App Configuration' }],
  ])('origins answer %j shows %j and the client stays usable', async (reply, alert) => {
    const { client } = setup(devnetLike({ '/projects/v1/origins': () => reply }))
    client.mount()
    client.modal.open()
    await vi.waitFor(() => expect(client.alerts.store.get().alert).toMatchObject({ ...alert, open: true }))
    expect(client.modal.store.get().open).toBe(true)
  })

  it('an allow-list that got no answer (the network dropped) is asked again at the next opening, and its answer closes the alert it left', async () => {
    let online = false
    const { client, paths } = setup(devnetLike({ '/projects/v1/origins': () => (online ? { body: { allowedOrigins: [ORIGIN] } } : { drop: true }) }))
    const originRequests = () => paths().filter((path) => path === '/projects/v1/origins').length
    const reopen = () => {
      client.modal.close()
      client.modal.open()
    }
    client.mount()
    client.modal.open()
    await vi.waitFor(() =>
      expect(client.alerts.store.get().alert).toMatchObject({ variant: 'error', message: ORIGIN_ALERTS.serverError('HTTP request failed'), open: true }),
    )
    const asked = originRequests()
    online = true
    reopen()
    await vi.waitFor(() => expect(client.alerts.store.get().alert).toMatchObject({ open: false }))
    expect(originRequests()).toBe(asked + 1)
    reopen()
    await client.reports.loadAnalyticsConfig()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(originRequests()).toBe(asked + 1)
  })

  it('an allow-list the server answered with an error is not asked again', async () => {
    const { client, paths } = setup(devnetLike({ '/projects/v1/origins': () => ({ status: 503 }) }))
    client.mount()
    client.modal.open()
    await vi.waitFor(() => expect(client.alerts.store.get().alert).toMatchObject({ variant: 'error', open: true }))
    const asked = paths().filter((path) => path === '/projects/v1/origins').length
    client.modal.close()
    client.modal.open()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(paths().filter((path) => path === '/projects/v1/origins').length).toBe(asked)
  })

  it('without a project id: the configuration alert and no request at all', async () => {
    const { client, paths } = setup(devnetLike(), { projectId: undefined })
    client.mount()
    client.modal.open()
    await settled(client)
    // The allow-list check loads with the modal's first opening: its alert follows a moment later.
    await vi.waitFor(() => expect(client.alerts.store.get().alert).toMatchObject({ variant: 'error', message: ORIGIN_ALERTS.projectIdNotConfigured }))
    expect(client.features.store.get().source).toBe('default')
    // The last of the first opening's checks: once it settles, nothing else is on its way.
    await client.reports.loadAnalyticsConfig()
    await expect(client.walletListing.wallets({ page: 1 })).rejects.toMatchObject({ name: 'ConfigurationError', option: 'projectId' })
    expect(client.options.allWallets).toBe(false)
    expect(paths()).toEqual([])
  })

  it('without the wallet-provider API URL: local features, no listing or images, the alert names walletApiUrl, and no request at all', async () => {
    const { client, paths, logger } = setup(devnetLike(), { walletApiUrl: undefined, features: { swaps: false } })
    client.mount()
    client.modal.open()
    await settled(client)
    await vi.waitFor(() => expect(client.alerts.store.get().alert).toMatchObject({ variant: 'error', message: CONFIGURATION_ALERTS.walletApiUrl }))
    expect(client.features.store.get().source).toBe('local')
    expect(client.features.store.get().error).toBeUndefined()
    expect(client.features.isEnabled('swaps')).toBe(false)
    await client.reports.loadAnalyticsConfig()
    expect(client.options.allWallets).toBe(false)
    expect(client.api.walletImageUrl('image-0')).toBeUndefined()
    await expect(client.walletListing.wallets({ page: 1 })).rejects.toMatchObject({ name: 'ConfigurationError', option: 'walletApiUrl' })
    expect(paths()).toEqual([])
    // The alert says it once; the console is not filled with a warning per call.
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('the listing: pages of 40 with chains, installed wallets marked, search with 100 entries', async () => {
    const { client, paths } = setup(devnetLike(), { excludeWalletIds: ['Wallet 2'] })
    client.mount()
    client.modal.open()
    await settled(client)
    expect(paths()).not.toContain('/getWallets')
    const queryClient = new QueryClient()
    const data = await queryClient.fetchInfiniteQuery({ ...walletsInfiniteQueryOptions(client), pages: 3 })
    expect(data.pages.map((page) => page.page)).toEqual([1, 2, 3])
    expect(data.pages.map((page) => page.received)).toEqual([40, 40, 15])
    const listingRequests = server.requests.filter((request) => request.path === '/getWallets')
    expect(listingRequests.map((request) => request.query.get('entries'))).toEqual(['40', '40', '40'])
    expect(listingRequests[0]?.query.get('chains')).toBe('eip155:31337')
    expect(listingRequests[0]?.query.get('exclude')).toBe('Wallet 2')
    const first = data.pages[0]!.wallets
    expect(first.find((entry) => entry.id === 'wallet-1')).toMatchObject({ installed: true, connectorId: 'example.wallet1' })
    expect(first.find((entry) => entry.id === 'wallet-2')).toBeUndefined()
    expect(first[0]?.imageUrl).toBe(`${server.url}/getWalletImage/image-0?projectId=p1&st=berth&sv=berth-0.1.0`)

    const search = await queryClient.fetchInfiniteQuery(walletsInfiniteQueryOptions(client, { search: 'Wallet 9' }))
    expect(server.requests.at(-1)?.query.get('entries')).toBe('100')
    expect(search.pages[0]!.wallets.map((entry) => entry.name)).toContain('Wallet 90')

    const recommended = await queryClient.fetchQuery(recommendedWalletsQueryOptions(client))
    expect(recommended.map((entry) => entry.id)).toEqual(['wallet-0', 'wallet-3', 'wallet-4', 'wallet-5'])
  })

  it('a malformed listing page fails the query at once with ApiError: a body that failed its schema is not retried', async () => {
    const { client } = setup(devnetLike({ '/getWallets': () => ({ body: { count: 1, data: [{ id: 'x', name: null }] } }) }))
    const queryClient = new QueryClient()
    await expect(queryClient.fetchInfiniteQuery(walletsInfiniteQueryOptions(client))).rejects.toMatchObject({
      name: 'ApiError',
      shortMessage: 'Invalid response from GET /getWallets: data.0.name',
    })
    expect(server.requests.filter((request) => request.path === '/getWallets')).toHaveLength(1)
  })

  it('a listing the server cannot give now (503) is retried: 3 query retries, each after the API client has retried 3 times', async () => {
    const { client } = setup(devnetLike({ '/getWallets': () => ({ status: 503, body: { reasons: [{ code: 'busy', description: 'Try later' }] } }) }))
    const queryClient = new QueryClient()
    const options = walletsInfiniteQueryOptions(client, { query: { retryDelay: 0 } })
    await expect(queryClient.fetchInfiniteQuery(options)).rejects.toMatchObject({ name: 'ApiError', status: 503, shortMessage: 'Try later' })
    expect(server.requests.filter((request) => request.path === '/getWallets')).toHaveLength(4 * 4)
  })

  it('a listing refused for good (404) is asked once: neither the API client nor the query retries it', async () => {
    const { client } = setup(devnetLike({ '/getWallets': () => ({ status: 404, body: { reasons: [{ code: 'gone', description: 'No listing' }] } }) }))
    const queryClient = new QueryClient()
    await expect(queryClient.fetchInfiniteQuery(walletsInfiniteQueryOptions(client))).rejects.toMatchObject({ name: 'ApiError', status: 404 })
    expect(server.requests.filter((request) => request.path === '/getWallets')).toHaveLength(1)
  })
})
