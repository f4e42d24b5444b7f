import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib, payments } from 'bitcoinjs-lib'
import { afterAll, describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_NAME } from '../../bitcoin/constants'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../../bitcoin/keys/devnetBitcoinKeys'
import { ListingState } from '../apiContext'
import { createApiBitcoinChains } from '../chains/apiBitcoinChains'
import { createApiChains } from '../chains/apiChains'
import { createApiApp } from '../createApiApp'
import { openDatabase } from '../db/openDatabase'
import { defaultCacheDir } from '../db/paths'
import { bitcoinSignInRequest, type SiwbFields } from '../sessions/bitcoinSignInRequest'
import { createNonceStore } from '../sessions/nonceStore'
import { createSessionStore, type StoredSession } from '../sessions/sessionStore'
import type { ApiStore } from '../store'

// The CAIP-122 Bitcoin sign-in (BIP-322) on the sign-in routes, with the devnet mnemonic's regtest
// keys: the BIP84 payment key (P2WPKH) and the BIP86 ordinal key (key-path P2TR). A BIP-322
// signature is checked without the node, so the chain here listens nowhere (port 9), and the
// records are in an in-memory database.
initEccLib(ecc)
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
const app = createApiApp({
  store,
  listing: new ListingState({}),
  log: () => {},
  chains: createApiChains([{ chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:9' }]),
  bitcoinChains: createApiBitcoinChains([{ chainId: DEVNET_BITCOIN_CHAIN_ID, name: DEVNET_BITCOIN_NAME, url: 'http://127.0.0.1:9' }]),
  indexer: undefined,
  sessions: { nonces: createNonceStore(database.db, () => clock), store: createSessionStore(database.db), now: () => clock },
})
const payment = deriveDevnetBitcoinKey(devnetPaymentPath(0))
const other = deriveDevnetBitcoinKey(devnetPaymentPath(1))
const ordinalSigner = deriveDevnetBitcoinKey("m/86'/1'/0'/0/0").signer
const ordinal = {
  address: payments.p2tr({ internalPubkey: ordinalSigner.publicKey.slice(1), network: regtestNetwork }).address as string,
  wif: ordinalSigner.toWIF(),
}
const accounts = { payment: { address: payment.address, wif: payment.signer.toWIF() }, ordinal }
const origin = 'http://127.0.0.1:5173'
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

async function issueNonce(projectId: string, address: string, chainId: string = DEVNET_BITCOIN_CHAIN_ID) {
  const { status, body } = await call(`/v1/sessions/nonce?${sdk(projectId)}`, { address, chainId })
  expect(status).toBe(200)
  return String(body.nonce)
}

interface Options {
  account?: { address: string; wif: string }
  /** Signs with this key and address instead of the account's. */
  signedBy?: { address: string; wif: string }
  fields?: Partial<SiwbFields>
  tamper?: (request: { data: Record<string, unknown>; message: string; signature: string }) => void
  path?: string
  nonce?: string
}

/** Asks a nonce, writes the CAIP-122 Bitcoin text as Berth does, signs it with BIP-322 (bip322-js) and posts it. */
async function signIn(projectId: string, options: Options = {}) {
  const account = options.account ?? accounts.payment
  const fields: SiwbFields = {
    domain: '127.0.0.1:5173',
    address: account.address,
    uri: origin,
    chainId: DEVNET_BITCOIN_CHAIN_ID,
    nonce: options.nonce ?? (await issueNonce(projectId, options.fields?.address ?? account.address)),
    issuedAt: new Date(clock).toISOString(),
    statement: 'Sign in to Berth',
    ...options.fields,
  }
  const signer = options.signedBy ?? account
  const request = bitcoinSignInRequest(signer.wif, fields, DEVNET_BITCOIN_CHAIN_ID, signer.address)
  options.tamper?.(request)
  return { ...(await call(`/v1/sessions/${options.path ?? fields.address}?${sdk(projectId)}`, request)), request }
}

describe('CAIP-122 Bitcoin sign-in (BIP-322) on /v1/sessions', () => {
  it.each([
    ['payment (P2WPKH, BIP84)', 'payment'],
    ['ordinal (key-path P2TR, BIP86)', 'ordinal'],
  ] as const)('stores a sign-in signed by the %s account, and lists it by address, CAIP-10 account and chain', async (_, name) => {
    const account = accounts[name]
    expect(account.address).toMatch(name === 'payment' ? /^bcrt1q/ : /^bcrt1p/)
    const projectId = `btc${++project}`
    const { status, body, request } = await signIn(projectId, { account })
    expect(status).toBe(200)
    expect(request.message).toContain(`wants you to sign in with your Bitcoin account:\n${account.address}\n`)
    expect(body.session).toEqual({ id: expect.any(String), ...request, createdAt: expect.any(String) })
    const listed = (await call(`/v1/sessions/${account.address}?${sdk(projectId)}`)).body.sessions as StoredSession[]
    expect(listed).toHaveLength(1)
    expect((await call(`/v1/sessions/${DEVNET_BITCOIN_CHAIN_ID}:${account.address}?${sdk(projectId)}`)).body.sessions).toEqual(listed)
    expect((await call(`/v1/sessions/${account.address}?${sdk(projectId)}&chainId=eip155:31337`)).body.sessions).toEqual([])
    expect((await call(`/v1/sessions/${other.address}?${sdk(projectId)}`)).body.sessions).toEqual([])
  })

  it('stores a sign-in with a legacy BIP-137 signature of the payment key (as bip322-js takes it)', async () => {
    const projectId = `btc${++project}`
    const legacy = payments.p2pkh({ pubkey: payment.signer.publicKey, network: regtestNetwork }).address as string
    const { status, request } = await signIn(projectId, { signedBy: { address: legacy, wif: accounts.payment.wif } })
    expect(Buffer.from(request.signature, 'base64')).toHaveLength(65)
    expect(status).toBe(200)
  })

  it('accepts the Chain ID as the bare genesis-hash reference some SIWX implementations write', async () => {
    const { status } = await signIn(`btc${++project}`, { fields: { chainId: DEVNET_BITCOIN_CHAIN_ID.slice('bip122:'.length) } })
    expect(status).toBe(200)
  })

  it('revokes with the base64 signature, exactly as written', async () => {
    const projectId = `btc${++project}`
    const { body, request } = await signIn(projectId)
    const id = (body.session as StoredSession).id
    const wrongCase = request.signature.replace(/[a-z]/, (c) => c.toUpperCase())
    expect((await call(`/v1/sessions/${payment.address}/revoke?${sdk(projectId)}`, { pci: id, signature: wrongCase })).status).toBe(401)
    expect(await call(`/v1/sessions/${payment.address}/revoke?${sdk(projectId)}`, { pci: id, signature: request.signature })).toEqual({
      status: 200,
      body: { success: true },
    })
    expect((await call(`/v1/sessions/${payment.address}?${sdk(projectId)}`)).body.sessions).toEqual([])
  })

  it('refuses a nonce for a Bitcoin chain the devnet does not run, and a mainnet address', async () => {
    const mainnet = await call(`/v1/sessions/nonce?${sdk('n')}`, { address: payment.address, chainId: 'bip122:000000000019d6689c085ae165831e93' })
    expect(mainnet.status).toBe(400)
    expect(reasonOf(mainnet.body)).toEqual({
      code: 'CHAIN_MISMATCH',
      description: `bip122:000000000019d6689c085ae165831e93 is not a devnet chain (eip155:31337, ${DEVNET_BITCOIN_CHAIN_ID})`,
    })
    const address = await call(`/v1/sessions/nonce?${sdk('n')}`, { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', chainId: DEVNET_BITCOIN_CHAIN_ID })
    expect(address.status).toBe(400)
  })

  const refusals: [string, () => Options | Promise<Options>, number, string, RegExp][] = [
    [
      'a signature by another key',
      () => ({ signedBy: { address: other.address, wif: other.signer.toWIF() } }),
      401,
      'SIGNATURE_INVALID',
      /is not bcrt1q.+'s BIP-322/,
    ],
    [
      "the same key's signature for another of its addresses (P2TR for P2WPKH)",
      () => ({ signedBy: { address: ordinal.address, wif: ordinal.wif } }),
      401,
      'SIGNATURE_INVALID',
      /BIP-322/,
    ],
    [
      'a tampered message',
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
      'a message changed along with its data after signing',
      () => ({
        tamper: (request) => {
          request.message = request.message.replace('Sign in to Berth', 'Sign in to Bert')
          request.data.statement = 'Sign in to Bert'
        },
      }),
      401,
      'SIGNATURE_INVALID',
      /BIP-322/,
    ],
    [
      'a tampered signature',
      () => ({
        tamper: (request) => {
          const bytes = Buffer.from(request.signature, 'base64')
          bytes[10] = (bytes[10] ?? 0) ^ 1
          request.signature = bytes.toString('base64')
        },
      }),
      401,
      'SIGNATURE_INVALID',
      /BIP-322/,
    ],
    [
      'a base64 signature that is no witness',
      () => ({
        tamper: (request) => {
          request.signature = Buffer.from(new Uint8Array(70).fill(7)).toString('base64')
        },
      }),
      401,
      'SIGNATURE_INVALID',
      /BIP-322/,
    ],
    ['another domain', () => ({ fields: { domain: 'evil.example' } }), 400, 'DOMAIN_MISMATCH', /evil\.example is not the app's/],
    ['a nonce the devnet did not issue', () => ({ nonce: 'Z'.repeat(24) }), 400, 'NONCE_UNKNOWN', /not issued by this server/],
    ['another account in the path', () => ({ path: other.address }), 400, 'ADDRESS_MISMATCH', /the request for/],
    [
      "data for another account than the message's",
      () => ({
        tamper: (request) => {
          request.data.accountAddress = other.address
        },
      }),
      400,
      'MESSAGE_MISMATCH',
      /accountAddress/,
    ],
    [
      'a Solana text on a Bitcoin chain',
      () => ({
        tamper: (request) => {
          request.message = request.message.replace('Bitcoin account', 'Solana account')
        },
      }),
      400,
      'NOT_SIWB',
      /Not a CAIP-122 Bitcoin sign-in message/,
    ],
    ['a Chain ID that is no bip122 id', () => ({ fields: { chainId: 'regtest' } }), 400, 'NOT_SIWB', /is not a bip122 CAIP-2 id/],
    ['an expired message', () => ({ fields: { expirationTime: new Date(clock - 1_000).toISOString() } }), 400, 'MESSAGE_EXPIRED', /expired/],
  ]
  for (const [name, options, status, code, description] of refusals) {
    it(`refuses ${name} (${code}) and stores nothing`, async () => {
      const projectId = `btc${++project}`
      const refused = await signIn(projectId, await options())
      expect(refused.status).toBe(status)
      expect(reasonOf(refused.body)).toMatchObject({ code, description: expect.stringMatching(description) })
      expect((await call(`/v1/sessions/${payment.address}?${sdk(projectId)}`)).body.sessions).toEqual([])
    })
  }

  it('refuses a signature that is not base64 at all (400, the body)', async () => {
    const refused = await signIn(`btc${++project}`, {
      tamper: (request) => {
        request.signature = 'not base64!'
      },
    })
    expect(refused.status).toBe(400)
  })

  it('refuses a nonce used once already (409), even with a good signature', async () => {
    const projectId = `btc${++project}`
    const first = await signIn(projectId)
    expect(first.status).toBe(200)
    const again = await signIn(projectId, { nonce: String(first.request.data.nonce) })
    expect(again.status).toBe(409)
    expect(reasonOf(again.body)?.code).toBe('NONCE_REUSED')
  })
})
