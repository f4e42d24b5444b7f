import { describe, expect, it } from 'vitest'
import { ApiError } from '../../errors/api.js'
import type { ApiTransport } from '../request.js'
import { getNameAddresses } from './getNameAddresses.js'
import { getNameSuggestions } from './getNameSuggestions.js'
import { getNamesForAddress } from './getNamesForAddress.js'
import { registerName } from './registerName.js'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const COIN = '2147514985'

type Seen = { method: string; url: URL; body: unknown }

/** An in-memory API answering one body with one status, recording what was asked. */
function transportAnswering(status: number, body: unknown): { transport: ApiTransport; seen: Seen[] } {
  const seen: Seen[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: init?.method ?? 'GET', url: new URL(String(input)), body: init?.body ? JSON.parse(String(init.body)) : undefined })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { transport: { projectId: 'p1', apiUrl: 'http://api.test', walletApiUrl: undefined, fetch, retryDelayMs: 0, timeoutMs: 1_000 }, seen }
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const account = {
  name: 'alice.berth.id',
  registered: '2026-11-27T06:00:00.000Z',
  addresses: { [COIN]: { address: ALICE, created: '2026-11-27T06:00:00.000Z' } },
  attributes: {},
}

describe('GET /v1/profile/account/{name}', () => {
  it('asks with apiVersion 2 and answers the addresses by numeric coin type', async () => {
    const { transport, seen } = transportAnswering(200, account)
    expect(await getNameAddresses(transport, { name: 'alice.berth.id' })).toEqual({
      name: 'alice.berth.id',
      addresses: [{ coinType: 2147514985, address: ALICE }],
      attributes: {},
    })
    expect(seen[0]?.url.pathname).toBe('/v1/profile/account/alice.berth.id')
    expect(seen[0]?.url.searchParams.get('apiVersion')).toBe('2')
    expect(seen[0]?.url.searchParams.get('projectId')).toBe('p1')
  })

  it('answers undefined for a name nobody registered (404), and fails on any other error with the reason', async () => {
    expect(
      await getNameAddresses(transportAnswering(404, { reasons: [{ description: 'not registered' }] }).transport, { name: 'nobody.berth.id' }),
    ).toBeUndefined()
    const error = await apiErrorOf(
      getNameAddresses(transportAnswering(400, { reasons: [{ description: '"ab" is shorter than 4 characters' }] }).transport, { name: 'ab' }),
    )
    expect([error.shortMessage, error.status]).toEqual(['"ab" is shorter than 4 characters', 400])
  })

  it('refuses bodies out of shape, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...account, name: '' }, 'name'],
      [{ ...account, addresses: { sixty: { address: ALICE } } }, 'addresses.sixty'],
      [{ ...account, addresses: { [COIN]: { created: 'x' } } }, `addresses.${COIN}.address`],
      [{ ...account, attributes: { bio: 3 } }, 'attributes.bio'],
    ]
    for (const [body, field] of cases) {
      const error = await apiErrorOf(getNameAddresses(transportAnswering(200, body).transport, { name: 'alice.berth.id' }))
      expect(error.field, field).toBe(field)
      expect(error.shortMessage).toBe(`Invalid response from GET /v1/profile/account/alice.berth.id: ${field}`)
    }
  })
})

describe('GET /v1/profile/reverse/{address}', () => {
  it('asks with the sender and apiVersion 2, and answers every name of the address', async () => {
    const { transport, seen } = transportAnswering(200, [account, { ...account, name: 'al\u202eice2.berth.id' }])
    const names = await getNamesForAddress(transport, { address: ALICE, sender: ALICE })
    expect(names.map((entry) => entry.name)).toEqual(['alice.berth.id', 'alice2.berth.id'])
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toMatchObject({ sender: ALICE, apiVersion: '2' })
    expect(await getNamesForAddress(transportAnswering(200, []).transport, { address: ALICE })).toEqual([])
  })

  it('refuses a body that is not a list of names, naming the field', async () => {
    expect((await apiErrorOf(getNamesForAddress(transportAnswering(200, { names: [] }).transport, { address: ALICE }))).field).toBe('(root)')
    expect((await apiErrorOf(getNamesForAddress(transportAnswering(200, [{ ...account, addresses: null }]).transport, { address: ALICE }))).field).toBe(
      '0.addresses',
    )
  })
})

describe('GET /v1/profile/suggestions/{name}', () => {
  it('asks in the zone and answers the names with whether each is taken', async () => {
    const suggestions = [
      { name: 'carol.berth.id', registered: true },
      { name: 'carol1.berth.id', registered: false },
    ]
    const { transport, seen } = transportAnswering(200, { suggestions })
    expect(await getNameSuggestions(transport, { name: 'carol', zone: 'berth.id' })).toEqual(suggestions)
    expect(seen[0]?.url.pathname).toBe('/v1/profile/suggestions/carol')
    expect(seen[0]?.url.searchParams.get('zone')).toBe('berth.id')
  })

  it('refuses suggestions out of shape, naming the field', async () => {
    const error = await apiErrorOf(
      getNameSuggestions(transportAnswering(200, { suggestions: [{ name: 'carol.berth.id' }] }).transport, { name: 'carol', zone: 'berth.id' }),
    )
    expect(error.field).toBe('suggestions.0.registered')
    expect((await apiErrorOf(getNameSuggestions(transportAnswering(200, {}).transport, { name: 'carol', zone: 'berth.id' }))).field).toBe('suggestions')
  })
})

describe('POST /v1/profile/account', () => {
  const registration = { coinType: 2147514985, address: ALICE, message: '{"name":"alice.berth.id","attributes":{},"timestamp":1}', signature: '0x12' }

  it('posts coin_type, address, message and signature', async () => {
    const { transport, seen } = transportAnswering(200, { success: true })
    await registerName(transport, registration)
    expect(seen[0]).toMatchObject({
      method: 'POST',
      body: { coin_type: 2147514985, address: ALICE, message: registration.message, signature: '0x12' },
    })
    expect(seen[0]?.url.pathname).toBe('/v1/profile/account')
  })

  it("fails with the API's reason on a refusal, on success: false, and on a body out of shape", async () => {
    const taken = await apiErrorOf(
      registerName(transportAnswering(409, { reasons: [{ code: 'NAME_TAKEN', description: 'alice.berth.id is already taken' }] }).transport, registration),
    )
    expect([taken.shortMessage, taken.status]).toEqual(['alice.berth.id is already taken', 409])
    expect((await apiErrorOf(registerName(transportAnswering(200, { success: false }).transport, registration))).field).toBe('success')
    expect((await apiErrorOf(registerName(transportAnswering(200, { ok: true }).transport, registration))).field).toBe('success')
  })
})
