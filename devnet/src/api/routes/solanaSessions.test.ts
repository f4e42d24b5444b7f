import { afterAll, describe, expect, it } from 'vitest'
import { DEVNET_SOLANA_CHAIN_ID } from '../../solana/constants'
import { createDevnetSolanaSigners } from '../../solana/keys/devnetSolanaKeys'
import { ListingState } from '../apiContext'
import { createApiChains } from '../chains/apiChains'
import { createApiSolanaChains } from '../chains/apiSolanaChains'
import { createApiApp } from '../createApiApp'
import { openDatabase } from '../db/openDatabase'
import { defaultCacheDir } from '../db/paths'
import { createNonceStore } from '../sessions/nonceStore'
import { createSessionStore, type StoredSession } from '../sessions/sessionStore'
import { type SiwsFields, solanaSignInRequest } from '../sessions/solanaSignInRequest'
import type { ApiStore } from '../store'

// Sign In With Solana on the sign-in routes, with the devnet's own Solana keypairs. An ed25519
// signature is checked without the cluster, so the cluster here listens nowhere (port 9), and the
// records are in an in-memory database.
const store: ApiStore = {
  addEvent: async () => {},
  reports: async () => [],
  events: async () => [],
  settings: async () => ({}),
  saveSettings: async () => {},
  clear: async () => {},
}
const database = await openDatabase({ dataDir: null, cacheDir: defaultCacheDir })
afterAll(() => database.close())
const clock = Date.now()
const nonces = createNonceStore(database.db, () => clock)
const app = createApiApp({
  store,
  listing: new ListingState({}),
  log: () => {},
  chains: createApiChains([{ chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:9' }]),
  solanaChains: createApiSolanaChains([{ chainId: DEVNET_SOLANA_CHAIN_ID, name: 'Berth Solana Devnet', url: 'http://127.0.0.1:9' }]),
  indexer: undefined,
  sessions: { nonces, store: createSessionStore(database.db), now: () => clock },
})
const { accounts } = await createDevnetSolanaSigners()
const [s0, s1] = accounts as [(typeof accounts)[0], (typeof accounts)[0]]
const origin = 'http://127.0.0.1:5173'
const REFERENCE = DEVNET_SOLANA_CHAIN_ID.slice('solana:'.length)
let project = 0
const sdk = (projectId: string) => `projectId=${projectId}&st=berth&sv=0.1.0`

async function call(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const response = await app.request(path, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const reasonOf = (body: Record<string, unknown>) => (body.reasons as { code: string; description: string }[])[0]

async function issueNonce(projectId: string, address: string, chainId: string = DEVNET_SOLANA_CHAIN_ID) {
  const { status, body } = await call(`/v1/sessions/nonce?${sdk(projectId)}`, { address, chainId })
  expect(status).toBe(200)
  return String(body.nonce)
}

interface Options {
  signer?: typeof s0
  fields?: Partial<SiwsFields>
  tamper?: (request: { data: Record<string, unknown>; message: string; signature: string }) => void
  path?: string
  nonce?: string
}

/** Asks a nonce, writes the SIWS message as the app (or a wallet's solana:signIn) would, signs it with a devnet keypair, and posts it. */
async function signIn(projectId: string, options: Options = {}) {
  const signer = options.signer ?? s0
  const fields: SiwsFields = {
    domain: '127.0.0.1:5173',
    address: s0.address,
    uri: origin,
    chainId: REFERENCE,
    nonce: options.nonce ?? (await issueNonce(projectId, options.fields?.address ?? s0.address)),
    issuedAt: new Date(clock).toISOString(),
    statement: 'Sign in to Berth',
    ...options.fields,
  }
  const request = await solanaSignInRequest(signer, fields, DEVNET_SOLANA_CHAIN_ID)
  options.tamper?.(request)
  return { ...(await call(`/v1/sessions/${options.path ?? fields.address}?${sdk(projectId)}`, request)), request }
}

describe('Sign In With Solana on /v1/sessions', () => {
  it('stores a sign-in signed by the base58 account, and lists it by address, CAIP-10 account and chain', async () => {
    const projectId = `sol${++project}`
    const { status, body, request } = await signIn(projectId)
    expect(status).toBe(200)
    expect(body.session).toEqual({ id: expect.any(String), ...request, createdAt: expect.any(String) })
    const listed = (await call(`/v1/sessions/${s0.address}?${sdk(projectId)}`)).body.sessions as StoredSession[]
    expect(listed).toHaveLength(1)
    expect((await call(`/v1/sessions/${DEVNET_SOLANA_CHAIN_ID}:${s0.address}?${sdk(projectId)}`)).body.sessions).toEqual(listed)
    expect((await call(`/v1/sessions/${s0.address}?${sdk(projectId)}&chainId=eip155:31337`)).body.sessions).toEqual([])
    expect((await call(`/v1/sessions/${s1.address}?${sdk(projectId)}`)).body.sessions).toEqual([])
    // base58 is case-sensitive: the store does not fold another casing onto the account.
    const swapped = s0.address.replace(/[a-hj-np-z]/, (c) => c.toUpperCase())
    expect(await createSessionStore(database.db).live(projectId, swapped, undefined, clock)).toEqual([])
  })

  it('accepts the Chain ID in the CAIP-2 form a wallet may write', async () => {
    const { status } = await signIn(`sol${++project}`, { fields: { chainId: DEVNET_SOLANA_CHAIN_ID } })
    expect(status).toBe(200)
  })

  it('revokes with the base58 signature, exactly as written', async () => {
    const projectId = `sol${++project}`
    const { body, request } = await signIn(projectId)
    const id = (body.session as StoredSession).id
    // A letter whose capital is still base58 (not i or o, whose capitals base58 leaves out): the
    // signature stays well-formed, only its case is wrong.
    const wrongCase = request.signature.replace(/[a-hj-np-z]/, (c) => c.toUpperCase())
    expect((await call(`/v1/sessions/${s0.address}/revoke?${sdk(projectId)}`, { pci: id, signature: wrongCase })).status).toBe(401)
    expect(await call(`/v1/sessions/${s0.address}/revoke?${sdk(projectId)}`, { pci: id, signature: request.signature })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect((await call(`/v1/sessions/${s0.address}?${sdk(projectId)}`)).body.sessions).toEqual([])
  })

  it('refuses a nonce for a Solana cluster the devnet does not run, and a Solana address in the wrong form', async () => {
    const other = await call(`/v1/sessions/nonce?${sdk('n')}`, { address: s0.address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(other.status).toBe(400)
    expect(reasonOf(other.body)).toEqual({
      code: 'CHAIN_MISMATCH',
      description: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not a devnet chain (eip155:31337, ${DEVNET_SOLANA_CHAIN_ID})`,
    })
    expect((await call(`/v1/sessions/nonce?${sdk('n')}`, { address: `${s0.address}0OIl`, chainId: DEVNET_SOLANA_CHAIN_ID })).status).toBe(400)
  })

  const refusals: [string, () => Options | Promise<Options>, number, string, RegExp][] = [
    ['a signature by another keypair', () => ({ signer: s1 }), 401, 'SIGNATURE_INVALID', /is not .+'s ed25519 signature/],
    [
      'a signature over other text',
      () => ({
        tamper: (request) => {
          request.message = request.message.replace('Sign in to Berth', 'Sign in to Bert')
        },
      }),
      400,
      'MESSAGE_MISMATCH',
      /statement/,
    ],
    [
      'a tampered signature',
      () => ({
        tamper: (request) => {
          request.signature = `${request.signature.slice(0, -2)}11`
        },
      }),
      401,
      'SIGNATURE_INVALID',
      /ed25519/,
    ],
    ['another domain', () => ({ fields: { domain: 'evil.example' } }), 400, 'DOMAIN_MISMATCH', /evil\.example is not the app's/],
    ['a nonce the devnet did not issue', () => ({ nonce: 'Z'.repeat(24) }), 400, 'NONCE_UNKNOWN', /not issued by this server/],
    [
      "another account's nonce",
      async () => ({ nonce: await issueNonce(`sol${project}`, s1.address) }),
      400,
      'NONCE_UNKNOWN',
      /not issued by this server for this address/,
    ],
    ['another account in the path', () => ({ path: s1.address }), 400, 'ADDRESS_MISMATCH', /the request for/],
    [
      "data for another account than the message's",
      () => ({
        tamper: (request) => {
          request.data.accountAddress = s1.address
        },
      }),
      400,
      'MESSAGE_MISMATCH',
      /accountAddress/,
    ],
    [
      'an EIP-4361 text on a Solana chain',
      () => ({
        tamper: (request) => {
          request.message = request.message.replace('Solana account', 'Ethereum account')
        },
      }),
      400,
      'NOT_SIWS',
      /Not a Sign In With Solana message/,
    ],
    ['a localnet Chain ID', () => ({ fields: { chainId: 'localnet' } }), 400, 'NOT_SIWS', /names no one Solana cluster/],
    ['an expired message', () => ({ fields: { expirationTime: new Date(clock - 1_000).toISOString() } }), 400, 'MESSAGE_EXPIRED', /expired/],
  ]
  for (const [name, options, status, code, description] of refusals) {
    it(`refuses ${name} (${code}) and stores nothing`, async () => {
      const projectId = `sol${++project}`
      const refused = await signIn(projectId, await options())
      expect(refused.status).toBe(status)
      expect(reasonOf(refused.body)).toMatchObject({ code, description: expect.stringMatching(description) })
      expect((await call(`/v1/sessions/${s0.address}?${sdk(projectId)}`)).body.sessions).toEqual([])
    })
  }

  it('refuses a nonce used once already (409), even with a good signature', async () => {
    const projectId = `sol${++project}`
    const first = await signIn(projectId)
    expect(first.status).toBe(200)
    const again = await signIn(projectId, { nonce: String(first.request.data.nonce) })
    expect(again.status).toBe(409)
    expect(reasonOf(again.body)?.code).toBe('NONCE_REUSED')
  })
})
