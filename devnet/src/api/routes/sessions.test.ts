import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/accounts'
import { devnetSmartAccount } from '../../chain/tokens/devnetTokens'
import { ListingState } from '../apiContext'
import { createApiChains } from '../chains/apiChains'
import { createApiApp } from '../createApiApp'
import { openDatabase } from '../db/openDatabase'
import { defaultCacheDir } from '../db/paths'
import { createNonceStore } from '../sessions/nonceStore'
import type { SessionStore } from '../sessions/sessionStore'
import type { ApiStore } from '../store'

// The sign-in routes over a chain nobody listens on (port 9 refuses at once) and stores that keep
// nothing (nonces in an in-memory database): what happens when the chain is down, and without the
// sessions context. The verified paths against a real chain are in sessions.integration.test.ts.
const store: ApiStore = {
  addEvent: async () => {},
  reports: async () => [],
  events: async () => [],
  settings: async () => ({}),
  saveSettings: async () => {},
  clear: async () => {},
}
const added: unknown[] = []
const sessionStore: SessionStore = {
  add: async (session) => {
    added.push(session)
    throw new Error('nothing should be stored')
  },
  live: async () => [],
  find: async () => undefined,
  revoke: async () => {},
}
const chains = createApiChains([{ chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:9' }])
const database = await openDatabase({ dataDir: null, cacheDir: defaultCacheDir })
afterAll(() => database.close())
const nonces = createNonceStore(database.db)
const base = { store, listing: new ListingState({}), log: () => {}, chains, indexer: undefined }
const app = createApiApp({ ...base, sessions: { nonces, store: sessionStore, now: Date.now } })
const sdk = 'projectId=p1&st=berth&sv=0.1.0'
const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 })
const origin = 'http://127.0.0.1:5173'

describe('sign-in routes', () => {
  // An EOA's own signature is recovered without the chain; a contract account's needs it.
  it("answer 503 naming the chain when it does not answer a smart account's signature check, and store nothing", async () => {
    const address = devnetSmartAccount.address
    const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 3 })
    const { nonce } = await nonces.issue(address, 'eip155:31337')
    const issuedAt = new Date()
    const message = createSiweMessage({ domain: '127.0.0.1:5173', address, uri: origin, version: '1', chainId: 31337, nonce, issuedAt })
    const data = {
      accountAddress: address,
      chainId: 'eip155:31337',
      domain: '127.0.0.1:5173',
      uri: origin,
      version: '1',
      nonce,
      issuedAt: issuedAt.toISOString(),
    }
    const response = await app.request(`/v1/sessions/${address}?${sdk}`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ data, message, signature: await owner.signMessage({ message }) }),
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      reasons: [{ code: 'CHAIN_UNAVAILABLE', description: 'Berth Devnet (eip155:31337) at http://127.0.0.1:9 does not answer' }],
    })
    expect(added).toEqual([])
  })

  it('answer 404 for an unknown session without touching the chain', async () => {
    const response = await app.request(`/v1/sessions/${account.address}/revoke?${sdk}`, {
      method: 'POST',
      body: JSON.stringify({ pci: 'x', signature: '0x12' }),
    })
    expect(response.status).toBe(404)
    expect(((await response.json()) as { reasons: { code: string }[] }).reasons[0]?.code).toBe('SESSION_NOT_FOUND')
  })

  it('are not served by an app without the sessions context', async () => {
    const bare = createApiApp(base)
    expect((await bare.request(`/v1/sessions/${account.address}?${sdk}`)).status).toBe(404)
  })
})
