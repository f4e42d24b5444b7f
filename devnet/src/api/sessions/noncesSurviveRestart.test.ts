import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/accounts'
import { ListingState } from '../apiContext'
import { createApiChains } from '../chains/apiChains'
import { createApiApp } from '../createApiApp'
import { openDatabase, type OpenDatabase } from '../db/openDatabase'
import { defaultCacheDir } from '../db/paths'
import { createPgliteStore } from '../store'
import { createNonceStore, NONCE_TTL_MS } from './nonceStore'
import { createSessionStore } from './sessionStore'
import { signInRequest } from './signInRequest'

// The sign-in routes over a database on disk, opened, closed and opened again as a restarted API
// would. An EOA's signature is recovered without the chain, so the chain may be one nobody
// listens on (port 9).
const dataDir = await mkdtemp(join(tmpdir(), 'berth-nonces-'))
const chains = createApiChains([{ chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:9' }])
const clock = { at: Date.now(), now: () => clock.at }
const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 })
const origin = 'http://127.0.0.1:5173'
const sdk = 'projectId=restart&st=berth&sv=0.1.0'

let database: OpenDatabase | undefined
afterAll(async () => {
  await database?.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** The API as it starts: the database opened from the data folder, the app built on it. */
async function startApi() {
  await database?.close()
  database = await openDatabase({ dataDir, cacheDir: defaultCacheDir })
  const { db } = database
  return createApiApp({
    store: createPgliteStore(db),
    listing: new ListingState({}),
    log: () => {},
    chains,
    indexer: undefined,
    sessions: { nonces: createNonceStore(db, clock.now), store: createSessionStore(db), now: clock.now },
  })
}
type App = Awaited<ReturnType<typeof startApi>>

async function issueNonce(app: App): Promise<string> {
  const response = await app.request(`/v1/sessions/nonce?${sdk}`, {
    method: 'POST',
    body: JSON.stringify({ address: account.address, chainId: 'eip155:31337' }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { nonce: string }).nonce
}

async function signedBody(nonce: string): Promise<string> {
  const fields = {
    domain: '127.0.0.1:5173',
    address: account.address,
    uri: `${origin}/`,
    version: '1' as const,
    chainId: 31337,
    nonce,
    issuedAt: new Date(clock.at),
  }
  return JSON.stringify(await signInRequest(account, fields))
}

async function post(app: App, body: string) {
  const response = await app.request(`/v1/sessions/${account.address}?${sdk}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body,
  })
  const json = (await response.json()) as { session?: { id: string }; reasons?: { code: string }[] }
  return { status: response.status, code: json.reasons?.[0]?.code, session: json.session }
}

describe('sign-in nonces across an API restart', () => {
  it('accepts a nonce issued before the restart, once; refuses it expired; lets one of two concurrent uses have it', async () => {
    const before = await startApi()
    const [kept, expiring, raced] = [await issueNonce(before), await issueNonce(before), await issueNonce(before)]

    const after = await startApi()
    const body = await signedBody(kept)
    const first = await post(after, body)
    expect(first).toMatchObject({ status: 200, session: { id: expect.any(String) } })
    expect(await post(after, body)).toMatchObject({ status: 409, code: 'NONCE_REUSED' })

    // The same request twice at once (a double click): one session, one refusal.
    const racedBody = await signedBody(raced)
    const both = await Promise.all([post(after, racedBody), post(after, racedBody)])
    expect(both.map((response) => response.status).sort()).toEqual([200, 409])

    // And used stays used after one more restart.
    const again = await startApi()
    expect(await post(again, body)).toMatchObject({ status: 409, code: 'NONCE_REUSED' })
    const listed = await again.request(`/v1/sessions/${account.address}?${sdk}`)
    expect(((await listed.json()) as { sessions: { id: string }[] }).sessions).toHaveLength(2)

    clock.at += NONCE_TTL_MS
    expect(await post(again, await signedBody(expiring))).toMatchObject({ status: 400, code: 'NONCE_EXPIRED' })
    // Opening a PGlite folder takes 1-3 s, three times here.
  }, 60_000)
})
