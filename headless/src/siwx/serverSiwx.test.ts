import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/createApiClient.js'
import { startTestServer, type Handler } from '../testing/testServer.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { createServerSiwx } from './serverSiwx.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('serverSiwx over HTTP', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let handler: Handler = () => ({ status: 500 })
  beforeAll(async () => {
    server = await startTestServer((request, index) => handler(request, index))
  })
  afterAll(() => server.close())

  const siwx = (required?: boolean) =>
    createServerSiwx(
      { ...(required === undefined ? {} : { required }), statement: 'Sign in to Berth', expirationMs: 60_000 },
      {
        transport: createApiClient({ apiUrl: server.url, projectId: 'p1', retryDelayMs: 0 }).transport,
        location: { host: 'app.example', origin: 'https://app.example' },
        now: () => Date.parse('2026-11-22T00:00:00Z'),
      },
    )

  it("builds the message from the server's nonce and the page's domain and URI", async () => {
    handler = () => ({ body: { nonce: 'abcdefgh12345678', expiresAt: '2026-11-22T00:05:00Z' } })
    const data = await siwx().createMessage({ accountAddress: address, chainId: 'eip155:31337' })
    expect(data).toEqual({
      accountAddress: address,
      chainId: 'eip155:31337',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-11-22T00:00:00.000Z',
      expirationTime: '2026-11-22T00:01:00.000Z',
      statement: 'Sign in to Berth',
    })
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/sessions/nonce' })
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ address, chainId: 'eip155:31337' })
  })

  it('sends a session for verification, and refuses one whose text is not its data before asking', async () => {
    const data = {
      accountAddress: address,
      chainId: 'eip155:31337' as const,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1' as const,
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-11-22T00:00:00.000Z',
    }
    const message = formatSiwxMessage(data)
    handler = () => ({ body: { session: { id: 's1', data, message, signature: '0x12' } } })
    await siwx().addSession({ data, message, signature: '0x12' })
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/sessions/${address}` })
    const before = server.requests.length
    await expect(siwx().addSession({ data, message: `${message}\nextra`, signature: '0x12' })).rejects.toThrow('does not match its data')
    expect(server.requests.length).toBe(before)
  })

  it("a refusal is the server's reason; sessions are read and revoked with pci and signature", async () => {
    const data = {
      accountAddress: address,
      chainId: 'eip155:31337',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'n1234567',
      issuedAt: '2026-11-22T00:00:00.000Z',
    }
    handler = () => ({ status: 409, body: { reasons: [{ code: 'NONCE_REUSED', description: 'This nonce was already used' }] } })
    const typed = { ...data, chainId: 'eip155:31337' as const, version: '1' as const }
    await expect(siwx().addSession({ data: typed, message: formatSiwxMessage(typed), signature: '0x12' })).rejects.toThrow('This nonce was already used')

    handler = (request) =>
      request.method === 'GET' ? { body: { sessions: [{ id: 's1', data, message: 'm', signature: '0xab' }] } } : { body: { success: true } }
    await expect(siwx().getSessions('eip155:31337', address)).resolves.toEqual([{ id: 's1', data, message: 'm', signature: '0xab' }])
    await siwx(true).revokeSession('eip155:31337', address)
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/sessions/${address}/revoke` })
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ pci: 's1', signature: '0xab' })
    expect(siwx(true).getRequired?.()).toBe(true)
    expect(siwx().getRequired?.()).toBe(false)
  })
})

describe('serverSiwx without the data API', () => {
  it('asks nothing: each call fails with the configuration error naming what is missing', async () => {
    const requests: string[] = []
    const fetch: typeof globalThis.fetch = async (input) => {
      requests.push(String(input))
      return new Response('{}')
    }
    const location = { host: 'app.example', origin: 'https://app.example' }
    const withoutApiUrl = createServerSiwx({}, { transport: createApiClient({ projectId: 'p1', fetch }).transport, location, now: Date.now })
    await expect(withoutApiUrl.getSessions('eip155:31337', address)).rejects.toMatchObject({
      name: 'ConfigurationError',
      option: 'apiUrl',
      shortMessage: 'API URL Not Configured',
    })
    await expect(withoutApiUrl.createMessage({ accountAddress: address, chainId: 'eip155:31337' })).rejects.toMatchObject({ option: 'apiUrl' })
    const withoutProject = createServerSiwx({}, { transport: createApiClient({ apiUrl: 'https://api.example', fetch }).transport, location, now: Date.now })
    await expect(withoutProject.getSessions('eip155:31337', address)).rejects.toMatchObject({ option: 'projectId', shortMessage: 'Project ID Not Configured' })
    expect(requests).toEqual([])
  })
})
