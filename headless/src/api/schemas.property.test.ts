import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../errors/api.js'
import { createApiClient, type ApiClient } from './createApiClient.js'
import { BLOCKED_LINK_SCHEMES } from '../safety/safeUrl.js'
import { listingEntry } from '../testing/testServer.js'

/** An in-memory fetch answering every call with one body: thousands of runs without sockets. */
function clientAnswering(status: number, raw: string): ApiClient {
  const fetch = async () => new Response(raw, { status, headers: { 'content-type': 'application/json' } })
  return createApiClient({ projectId: 'p', walletApiUrl: 'http://127.0.0.1:8787', apiUrl: 'http://127.0.0.1:8787', fetch, retryDelayMs: 0 })
}

type Endpoint = { name: string; call: (api: ApiClient) => Promise<unknown>; valid: () => unknown; rootType: 'array' | 'boolean' }

const endpoints: Endpoint[] = [
  {
    name: 'GET /appkit/v1/config',
    call: (api) => api.getFeatures(),
    valid: () => ({ features: [{ id: 'swaps', isEnabled: true, config: ['1inch'] }] }),
    rootType: 'array',
  },
  { name: 'GET /projects/v1/origins', call: (api) => api.getAllowedOrigins(), valid: () => ({ allowedOrigins: ['https://a.example'] }), rootType: 'array' },
  {
    name: 'GET /getWallets',
    call: (api) => api.getWallets({ page: 1, entries: 40 }),
    valid: () => ({ count: 2, data: [listingEntry(0), listingEntry(1)] }),
    rootType: 'array',
  },
  { name: 'GET /getAnalyticsConfig', call: (api) => api.getAnalyticsConfig(), valid: () => ({ isAnalyticsEnabled: true }), rootType: 'boolean' },
]

/** Resolves with the outcome; fails the property on anything thrown that is not an ApiError. */
async function outcome(promise: Promise<unknown>): Promise<'ok' | ApiError> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    if (!(error instanceof ApiError)) throw new Error(`not an ApiError: ${String(error)}`)
    return error
  }
}

// Values of every JSON type, used to put the wrong type where a field belongs.
const wrongValue = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
)

// ~9,000 generated payloads across the file.
const RUNS = 500
vi.setConfig({ testTimeout: 60_000 })

describe.each(endpoints)('$name against generated payloads', ({ name, call, valid, rootType }) => {
  it('any JSON value: resolves or rejects with ApiError, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        await outcome(call(clientAnswering(200, JSON.stringify(body))))
      }),
      { numRuns: RUNS },
    )
  })

  it('any text body: a non-JSON body is always an ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), async (raw) => {
        let isJson = true
        try {
          JSON.parse(raw)
        } catch {
          isJson = false
        }
        const result = await outcome(call(clientAnswering(200, raw)))
        if (!isJson) expect(result).toMatchObject({ field: '(body)', endpoint: name })
      }),
      { numRuns: RUNS },
    )
  })

  it('the valid payload with a required part replaced by the wrong type: always ApiError naming a field', async () => {
    const root = valid() as Record<string, unknown>
    // The list (or flag) the payload is about; /getWallets' count is covered below.
    const key = Object.keys(root).find((k) => (rootType === 'array' ? Array.isArray(root[k]) : typeof root[k] === 'boolean'))!
    const wrongForRoot = fc
      .oneof(wrongValue, fc.constant(undefined))
      .filter((value) => (rootType === 'array' ? !Array.isArray(value) : typeof value !== 'boolean'))
    await fc.assert(
      fc.asyncProperty(wrongForRoot, async (value) => {
        const result = await outcome(call(clientAnswering(200, JSON.stringify({ ...root, [key]: value }))))
        expect(result).toBeInstanceOf(ApiError)
        expect((result as ApiError).shortMessage).toMatch(new RegExp(`^Invalid response from ${name.replace('/', '\\/')}: `))
      }),
      { numRuns: RUNS },
    )
  })

  it('error statuses with any body: ApiError with the status, message from the first reason if any', async () => {
    const status = fc.constantFrom(400, 401, 403, 404, 409, 422, 429, 500, 503)
    await fc.assert(
      fc.asyncProperty(status, fc.jsonValue(), async (code, body) => {
        const result = await outcome(call(clientAnswering(code, JSON.stringify(body))))
        expect(result).toBeInstanceOf(ApiError)
        expect((result as ApiError).status).toBe(code)
      }),
      { numRuns: RUNS / 2 },
    )
  })
})

describe('GET /getWallets entries', () => {
  it('a count that is not a non-negative integer is an ApiError naming count', async () => {
    const badCount = fc.oneof(
      fc.integer({ max: -1 }),
      fc.double().filter((n) => !Number.isInteger(n)),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
    )
    await fc.assert(
      fc.asyncProperty(badCount, async (count) => {
        const result = await outcome(clientAnswering(200, JSON.stringify({ count, data: [] })).getWallets({ page: 1, entries: 40 }))
        expect(result).toMatchObject({ field: 'count' })
      }),
      { numRuns: RUNS },
    )
  })

  const entryFields = [
    'id',
    'name',
    'image_id',
    'homepage',
    'mobile_link',
    'desktop_link',
    'webapp_link',
    'app_store',
    'play_store',
    'rdns',
    'chains',
    'badge_type',
  ] as const

  it('a wrong-typed field in any entry is an ApiError naming data.<index>.<field>', async () => {
    const wrongForField = (field: (typeof entryFields)[number]) =>
      field === 'chains'
        ? fc.oneof(fc.integer(), fc.boolean(), fc.string(), fc.constant([1]))
        : fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.constant({}))
    const mutation = fc
      .constantFrom(...entryFields)
      .chain((field) => fc.record({ field: fc.constant(field), value: wrongForField(field), index: fc.nat({ max: 9 }) }))
    await fc.assert(
      fc.asyncProperty(mutation, async ({ field, value, index }) => {
        const data: Record<string, unknown>[] = Array.from({ length: 10 }, (_, i) => listingEntry(i))
        data[index] = { ...data[index], [field]: value }
        const result = await outcome(clientAnswering(200, JSON.stringify({ count: 10, data })).getWallets({ page: 1, entries: 40 }))
        expect(result).toBeInstanceOf(ApiError)
        expect((result as ApiError).field?.startsWith(`data.${index}.${field}`)).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })

  it('any strings in names, links and image ids: no unsafe link or image ever comes out', async () => {
    const scheme = fc.constantFrom(
      'javascript:',
      'JavaScript:',
      ' java\tscript:',
      'data:',
      'vbscript:',
      'file:',
      'http:',
      'https:',
      'metamask:',
      '',
      '\u0000javascript:',
    )
    const link = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.tuple(scheme, fc.string()).map(([s, rest]) => `${s}${rest}`),
    )
    const entry = fc.record({
      id: fc.string({ minLength: 1 }),
      name: fc.string(),
      image_id: fc.oneof(fc.constant(null), fc.string()),
      homepage: link,
      mobile_link: link,
      desktop_link: link,
      webapp_link: link,
      app_store: link,
      play_store: link,
      rdns: fc.oneof(fc.constant(null), fc.string()),
      chains: fc.array(fc.string(), { maxLength: 3 }),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 5 }), async (data) => {
        const { wallets } = await clientAnswering(200, JSON.stringify({ count: data.length, data })).getWallets({ page: 1, entries: 40 })
        for (const wallet of wallets) {
          for (const url of Object.values(wallet.links)) {
            const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))?.[1]?.toLowerCase()
            expect(scheme && !BLOCKED_LINK_SCHEMES.has(scheme)).toBeTruthy()
          }
          if (wallet.imageUrl) expect(wallet.imageUrl.startsWith('http://127.0.0.1:8787/getWalletImage/')).toBe(true)
          expect(wallet.name).not.toMatch(/[\u0000-\u001f\u007f]/)
        }
      }),
      { numRuns: RUNS },
    )
  })
})
