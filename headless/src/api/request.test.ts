import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../errors/api.js'
import { createApiClient, type ApiClient } from './createApiClient.js'
import { listingEntry, startTestServer, type TestServer } from '../testing/testServer.js'

let server: TestServer
let api: ApiClient

beforeAll(async () => {
  server = await startTestServer(() => ({ body: {} }))
  api = createApiClient({ projectId: 'p1', apiUrl: `${server.url}/`, walletApiUrl: server.url, retryDelayMs: 1 })
})
afterAll(() => server.close())

function reply(handler: Parameters<TestServer['setHandler']>[0]) {
  server.requests.length = 0
  server.setHandler(handler)
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('request helper', () => {
  it('sends projectId, st and sv on every call, and the listing query', async () => {
    reply(() => ({ body: { count: 0, data: [] } }))
    await api.getWallets({
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: [],
      chains: ['eip155:1', 'eip155:10'],
      search: 'mé ta&=',
      badgeType: 'certified',
    })
    const [request] = server.requests
    expect(request?.path).toBe('/getWallets')
    expect(Object.fromEntries(request!.query)).toEqual({
      projectId: 'p1',
      st: 'berth',
      sv: 'berth-0.1.0',
      page: '2',
      entries: '40',
      include: 'a,b',
      chains: 'eip155:1,eip155:10',
      search: 'mé ta&=',
      badge_type: 'certified',
    })
  })

  it('retries 503 and 429 with backoff, then succeeds', async () => {
    reply((_, index) => (index < 2 ? { status: index === 0 ? 503 : 429 } : { body: { allowedOrigins: ['https://app.example'] } }))
    await expect(api.getAllowedOrigins()).resolves.toEqual(['https://app.example'])
    expect(server.requests).toHaveLength(3)
  })

  it('gives up after 3 retries with the status and the first reason', async () => {
    reply(() => ({ status: 502, body: { reasons: [{ code: 'upstream', description: 'Upstream is down' }, { description: 'second' }] } }))
    const error = await apiErrorOf(api.getFeatures())
    expect(server.requests).toHaveLength(4)
    expect(error).toMatchObject({ status: 502, shortMessage: 'Upstream is down', endpoint: 'GET /appkit/v1/config' })
  })

  it('does not retry a 400; its message is the first reason', async () => {
    reply(() => ({ status: 400, body: { reasons: [{ code: 'bad', description: 'entries must be at most 100' }] } }))
    const error = await apiErrorOf(api.getWallets({ page: 1, entries: 1000 }))
    expect(server.requests).toHaveLength(1)
    expect(error.status).toBe(400)
    expect(error.message.startsWith('entries must be at most 100')).toBe(true)
  })

  it("falls back to 'HTTP request failed' when the error body has no reasons or is not JSON", async () => {
    reply(() => ({ status: 404, raw: '<html>not found</html>' }))
    expect(await apiErrorOf(api.getAnalyticsConfig())).toMatchObject({ status: 404, shortMessage: 'HTTP request failed' })
    reply(() => ({ status: 401, body: { reasons: [] } }))
    expect(await apiErrorOf(api.getAnalyticsConfig())).toMatchObject({ status: 401, shortMessage: 'HTTP request failed' })
  })

  it('turns a body that is not JSON into ApiError', async () => {
    reply(() => ({ raw: '{"allowedOrigins": [' }))
    const error = await apiErrorOf(api.getAllowedOrigins())
    expect(error.shortMessage).toBe('Invalid response from GET /projects/v1/origins: (body)')
  })

  it('names the endpoint and the first failing field', async () => {
    const data = [0, 1, 2, 3].map((index) => listingEntry(index))
    data[3] = { ...data[3]!, name: 42 as never }
    reply(() => ({ body: { count: 4, data } }))
    const error = await apiErrorOf(api.getWallets({ page: 1, entries: 40 }))
    expect(String(error).split('\n')[0]).toBe('ApiError: Invalid response from GET /getWallets: data.3.name')
    expect(error.field).toBe('data.3.name')
  })

  it('fails with ApiError when nothing answers', async () => {
    const closed = await startTestServer(() => ({}))
    await closed.close()
    const offline = createApiClient({ projectId: 'p1', walletApiUrl: closed.url, retryDelayMs: 1 })
    expect(await apiErrorOf(offline.getFeatures())).toMatchObject({ shortMessage: 'HTTP request failed', status: undefined })
  })

  it('times out a call that never answers', async () => {
    reply(() => ({ delayMs: 500, body: { isAnalyticsEnabled: true } }))
    const slow = createApiClient({ projectId: 'p1', walletApiUrl: server.url, timeoutMs: 50 })
    expect(await apiErrorOf(slow.getAnalyticsConfig())).toMatchObject({ shortMessage: 'Request timed out' })
  })

  it('POSTs an error report to the data API as JSON', async () => {
    reply(() => ({ status: 202 }))
    const report = {
      eventId: 'e1',
      url: 'https://app.example/x',
      domain: 'app.example',
      timestamp: 1,
      props: { type: 'error' as const, event: 'INTERNAL_SDK_ERROR', errorType: 'Error', errorMessage: 'boom', stackTrace: '' },
    }
    await api.sendErrorReport(report)
    // Found by path: on a loaded machine the previous test's timed-out call may reach the server late.
    const sent = server.requests.filter((request) => request.path === '/e')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/e' })
    expect(sent[0]!.query.get('projectId')).toBe('p1')
    expect(JSON.parse(sent[0]!.body)).toEqual(report)
  })

  it('builds wallet image URLs under the configured base', () => {
    expect(api.walletImageUrl('a b/c')).toBe(`${server.url}/getWalletImage/a%20b%2Fc?projectId=p1&st=berth&sv=berth-0.1.0`)
    const remoteHttp = createApiClient({ projectId: 'p1', walletApiUrl: 'http://api.example' })
    expect(remoteHttp.walletImageUrl('x')).toBeUndefined()
    const hosted = createApiClient({ projectId: 'p1', walletApiUrl: 'https://api.example/' })
    expect(hosted.walletImageUrl('x')).toBe('https://api.example/getWalletImage/x?projectId=p1&st=berth&sv=berth-0.1.0')
  })
})
