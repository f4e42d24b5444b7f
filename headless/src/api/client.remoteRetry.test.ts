// The remote checks' code, made to fail to load at the first opening (the network dropped): in a
// file of its own, since the module mocks and registry resets would leak into other tests.
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { memoryBackend } from '../storage/backends.js'
import { testChain } from '../testing/testNetworks.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

const ORIGIN = 'http://127.0.0.1:5173'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer((request) => {
    switch (request.path) {
      case '/appkit/v1/config':
        return { body: { features: [{ id: 'swaps', isEnabled: false, config: null }] } }
      case '/projects/v1/origins':
        return { body: { allowedOrigins: [ORIGIN] } }
      case '/getAnalyticsConfig':
        return { body: { isAnalyticsEnabled: false } }
      default:
        return { status: 404, body: { reasons: [{ code: 'not_found', description: `no route ${request.path}` }] } }
    }
  })
})
afterAll(() => server.close())

it('an opening whose remote checks could not load their code (the network dropped) is followed by one that runs them', async () => {
  let attempts = 0
  const failFirstTwo = async <T>(importOriginal: () => Promise<T>) => {
    attempts += 1
    if (attempts <= 2) throw new Error('Failed to fetch dynamically imported module')
    return importOriginal()
  }
  vi.doMock('../controllers/features/loadRemoteFeatures.js', failFirstTwo)
  vi.doMock('../controllers/features/checkAllowedOrigins.js', failFirstTwo)
  const { createClient } = await import('../client.js')
  const client = createClient({
    projectId: 'p1',
    apiUrl: server.url,
    walletApiUrl: server.url,
    networks: [testChain],
    window: new EventTarget() as never,
    storage: memoryBackend(),
    logger: { warn: vi.fn(), error: vi.fn() },
    origin: ORIGIN,
    apiRetryDelayMs: 0,
  })
  const paths = () => server.requests.map((request) => request.path).sort()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
  client.mount()

  client.modal.open()
  await vi.waitFor(() => expect(attempts).toBe(2))
  await vi.waitFor(() => expect(paths()).toEqual(['/getAnalyticsConfig']))
  await settle()
  expect(paths()).toEqual(['/getAnalyticsConfig'])
  expect(client.features.store.get()).toMatchObject({ status: 'ready', source: 'default', features: { swaps: { enabled: true } } })

  client.modal.close()
  client.modal.open()
  await vi.waitFor(() => expect(paths()).toEqual(['/appkit/v1/config', '/getAnalyticsConfig', '/projects/v1/origins']))
  await vi.waitFor(() => expect(client.features.store.get()).toMatchObject({ status: 'ready', source: 'remote', features: { swaps: { enabled: false } } }))

  // Both in: a later opening reads nothing again.
  client.modal.close()
  client.modal.open()
  await settle()
  expect(paths()).toHaveLength(3)
})
