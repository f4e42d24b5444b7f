import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/accounts'
import { ListingState } from '../apiContext'
import { createApiApp } from '../createApiApp'
import { openDatabase } from '../db/openDatabase'
import { defaultCacheDir } from '../db/paths'
import { createNameStore } from '../names/nameStore'
import { emptyApiStore, unreachableDevnetChains } from '../testing/offlineApi'

// The /v1/profile routes over chains nobody listens on (port 9 refuses at once) and names in an
// in-memory database: every rule and refusal, and an EOA's registration (its signature is recovered
// without a chain). Contract accounts and wrong signers are checked on a real chain in
// profile.integration.test.ts.
const database = await openDatabase({ dataDir: null, cacheDir: defaultCacheDir })
afterAll(() => database.close())
const now = 1_764_226_000_000
const names = { store: createNameStore(database.db), zones: ['berth.id'], now: () => now }
const app = createApiApp({ store: emptyApiStore, listing: new ListingState({}), log: () => {}, chains: unreachableDevnetChains(), indexer: undefined, names })

const sdk = 'projectId=p1&st=berth&sv=0.1.0'
const alice = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 })
const bob = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 1 })
const coinType = (0x80000000 | 31337) >>> 0
const seconds = Math.floor(now / 1000)

async function reasons(response: Response, status: number) {
  expect(response.status).toBe(status)
  const body = (await response.json()) as { reasons: { code: string; description: string }[] }
  expect(Object.keys(body)).toEqual(['reasons'])
  return body.reasons
}

const message = (name: string, timestamp = seconds) => JSON.stringify({ name, attributes: {}, timestamp })
const post = (body: unknown) =>
  app.request(`/v1/profile/account?${sdk}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
async function register(name: string, { by = alice, timestamp = seconds, coin_type = coinType, text = message(name, timestamp) } = {}) {
  return post({ coin_type, address: by.address, message: text, signature: await by.signMessage({ message: text }) })
}

describe('POST /v1/profile/account', () => {
  it("registers an EOA's signed name; the name then resolves, and its address lists it", async () => {
    const response = await register('alice.berth.id')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })

    const account = await app.request(`/v1/profile/account/ALICE.berth.id?${sdk}&apiVersion=2`)
    expect(account.status).toBe(200)
    expect(await account.json()).toEqual({
      name: 'alice.berth.id',
      registered: new Date(now).toISOString(),
      addresses: { [String(coinType)]: { address: alice.address, created: new Date(now).toISOString() } },
      attributes: {},
    })
    const reverse = await app.request(`/v1/profile/reverse/${alice.address.toLowerCase()}?${sdk}&apiVersion=2&sender=${alice.address}`)
    expect(((await reverse.json()) as { name: string }[]).map((entry) => entry.name)).toEqual(['alice.berth.id'])
    // The identity API names the address by it too (Account and the connect button read it).
    expect(((await (await app.request(`/v1/identity/${alice.address}?${sdk}`)).json()) as { name: string }).name).toBe('alice.berth.id')
  })

  it('refuses a taken name with 409 NAME_TAKEN, whoever asks, in any letter case', async () => {
    expect((await register('taken.berth.id')).status).toBe(200)
    expect(await reasons(await register('Taken.berth.id', { by: bob }), 409)).toEqual([{ code: 'NAME_TAKEN', description: 'taken.berth.id is already taken' }])
    expect(await reasons(await register('taken.berth.id'), 409)).toEqual([{ code: 'NAME_TAKEN', description: 'taken.berth.id is already taken' }])
  })

  it("refuses names that break SPEC §5's rule, or are not in a served zone", async () => {
    expect(await reasons(await register('abc.berth.id'), 400)).toEqual([{ code: 'NAME_INVALID', description: '"abc" is shorter than 4 characters' }])
    expect(await reasons(await register('al_ce.berth.id'), 400)).toEqual([
      { code: 'NAME_INVALID', description: '"al_ce" has characters other than letters, digits and hyphen' },
    ])
    expect(await reasons(await register('sub.name.berth.id'), 400)).toEqual([
      { code: 'NAME_INVALID', description: '"sub.name" has characters other than letters, digits and hyphen' },
    ])
    expect(await reasons(await register('alice.eth'), 400)).toEqual([{ code: 'NAME_INVALID', description: '"alice.eth" is not a name in .berth.id' }])
  })

  it('refuses a timestamp more than 10 minutes either side of the clock', async () => {
    expect(await reasons(await register('stale.berth.id', { timestamp: seconds - 601 }), 400)).toEqual([
      {
        code: 'TIMESTAMP_OUT_OF_WINDOW',
        description: `message.timestamp ${seconds - 601} is 601 s old; at most 600 s either side of the server's clock (${seconds})`,
      },
    ])
    expect((await reasons(await register('early.berth.id', { timestamp: seconds + 601 }), 400))[0]?.description).toContain('601 s in the future')
    expect((await register('edge.berth.id', { timestamp: seconds - 600 })).status).toBe(200)
  })

  it("refuses a coin type that is no EVM chain's, or names a chain the API does not serve", async () => {
    expect(await reasons(await register('coins.berth.id', { coin_type: 0 }), 400)).toEqual([
      { code: 'COIN_TYPE_UNSUPPORTED', description: "coin_type 0 is not an EVM chain's (ENSIP-11)" },
    ])
    expect(await reasons(await register('coins.berth.id', { coin_type: 60 }), 400)).toEqual([
      { code: 'COIN_TYPE_UNSUPPORTED', description: 'coin_type 60 names eip155:1, which this API does not serve (eip155:31337, eip155:31338)' },
    ])
  })

  it('refuses a message that is not the registration JSON', async () => {
    expect(await reasons(await register('x', { text: 'alice.berth.id' }), 400)).toEqual([{ code: 'MESSAGE_INVALID', description: 'message is not JSON text' }])
    expect(await reasons(await register('x', { text: JSON.stringify({ name: 'notime.berth.id', attributes: {} }) }), 400)).toEqual([
      { code: 'MESSAGE_INVALID', description: 'message.timestamp: message.timestamp (seconds) is required' },
    ])
  })

  it('refuses bodies of the wrong shape, naming the field', async () => {
    const good = { coin_type: coinType, address: alice.address, message: message('shape.berth.id'), signature: '0x1234' }
    expect(await reasons(await post('{'), 400)).toEqual([{ code: 'INVALID_BODY', description: 'body is not valid JSON' }])
    expect(await reasons(await post({ ...good, coin_type: '2147514985' }), 400)).toEqual([
      { code: 'INVALID_BODY', description: 'coin_type: coin_type (a number) is required' },
    ])
    expect(await reasons(await post({ ...good, address: 'alice' }), 400)).toEqual([
      { code: 'INVALID_BODY', description: 'address: expected a 0x-prefixed 20-byte hex address' },
    ])
    expect(await reasons(await post({ ...good, signature: 'abc' }), 400)).toEqual([
      { code: 'INVALID_BODY', description: 'signature: signature must be 0x-prefixed hex bytes' },
    ])
    expect(await reasons(await app.request('/v1/profile/account', { method: 'POST', body: JSON.stringify(good) }), 400)).toEqual([
      { code: 'MISSING_PROJECT_ID', description: 'projectId is required' },
    ])
  })

  it("answers 503 naming the chain when a signature is not the address's and the chain is not there to check it, and stores nothing", async () => {
    const text = message('forged.berth.id')
    const response = await post({ coin_type: coinType, address: alice.address, message: text, signature: await bob.signMessage({ message: text }) })
    expect((await reasons(response, 503))[0]?.code).toBe('CHAIN_UNAVAILABLE')
    expect((await app.request(`/v1/profile/account/forged.berth.id?${sdk}`)).status).toBe(404)
  })
})

describe('GET /v1/profile/account/:name', () => {
  it('answers 404 NAME_NOT_FOUND for a free name, 400 for an invalid one or another apiVersion', async () => {
    expect(await reasons(await app.request(`/v1/profile/account/nobody-here.berth.id?${sdk}&apiVersion=2`), 404)).toEqual([
      { code: 'NAME_NOT_FOUND', description: 'nobody-here.berth.id is not registered' },
    ])
    expect((await reasons(await app.request(`/v1/profile/account/bob?${sdk}`), 400))[0]?.code).toBe('NAME_INVALID')
    expect(await reasons(await app.request(`/v1/profile/account/alice.berth.id?${sdk}&apiVersion=1`), 400)).toEqual([
      { code: 'INVALID_QUERY', description: 'apiVersion: apiVersion must be 2' },
    ])
  })
})

describe('GET /v1/profile/reverse/:address', () => {
  it('answers [] for an address with no name, 400 naming a bad address or sender', async () => {
    const response = await app.request(`/v1/profile/reverse/0x000000000000000000000000000000000000dEaD?${sdk}&apiVersion=2`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([])
    expect(await reasons(await app.request(`/v1/profile/reverse/alice?${sdk}`), 400)).toEqual([
      { code: 'INVALID_PARAM', description: 'address: expected a 0x-prefixed 20-byte hex address' },
    ])
    expect((await reasons(await app.request(`/v1/profile/reverse/${alice.address}?${sdk}&sender=bob`), 400))[0]?.description).toBe(
      'sender: expected a 0x-prefixed 20-byte hex address',
    )
  })
})

describe('GET /v1/profile/suggestions/:name', () => {
  it('suggests the typed name when free, then free names near it', async () => {
    const response = await app.request(`/v1/profile/suggestions/Carol?${sdk}&zone=berth.id`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      suggestions: [
        { name: 'carol.berth.id', registered: false },
        { name: 'carol1.berth.id', registered: false },
        { name: 'carol7.berth.id', registered: false },
        { name: 'carol42.berth.id', registered: false },
        { name: 'carol99.berth.id', registered: false },
        { name: 'carol2026.berth.id', registered: false },
      ],
    })
  })

  it('marks a taken typed name registered and leaves taken ones out of the rest', async () => {
    expect((await register('dave.berth.id')).status).toBe(200)
    expect((await register('dave1.berth.id', { by: bob })).status).toBe(200)
    const { suggestions } = (await (await app.request(`/v1/profile/suggestions/dave.berth.id?${sdk}`)).json()) as {
      suggestions: { name: string; registered: boolean }[]
    }
    expect(suggestions[0]).toEqual({ name: 'dave.berth.id', registered: true })
    expect(suggestions.map((entry) => entry.name)).not.toContain('dave1.berth.id')
    expect(suggestions.slice(1).every((entry) => !entry.registered)).toBe(true)
    expect(suggestions).toHaveLength(6)
  })

  it('refuses an invalid name or a zone it does not serve', async () => {
    expect(await reasons(await app.request(`/v1/profile/suggestions/bo?${sdk}`), 400)).toEqual([
      { code: 'NAME_INVALID', description: '"bo" is shorter than 4 characters' },
    ])
    expect(await reasons(await app.request(`/v1/profile/suggestions/carol?${sdk}&zone=eth`), 400)).toEqual([
      { code: 'ZONE_UNKNOWN', description: 'zone "eth" is not served (berth.id)' },
    ])
  })
})

describe('without a names context', () => {
  it('serves no /v1/profile path', async () => {
    const bare = createApiApp({ store: emptyApiStore, listing: new ListingState({}), log: () => {}, chains: [], indexer: undefined })
    expect((await reasons(await bare.request(`/v1/profile/suggestions/carol?${sdk}`), 404))[0]?.code).toBe('NOT_FOUND')
  })
})
