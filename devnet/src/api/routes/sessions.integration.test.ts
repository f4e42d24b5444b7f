import { createPublicClient, http, keccak256, serializeErc6492Signature, toHex, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC, devnetAccounts } from '../../chain/accounts'
import { devnetAccountFactory, devnetAccountFactoryAbi, devnetAccountFactoryData, devnetSmartAccount } from '../../chain/tokens/devnetTokens'
import { startDevnet, type Devnet } from '../../startDevnet'
import { signInRequest, type SignInFields } from '../sessions/signInRequest'
import type { StoredSession } from '../sessions/sessionStore'

// A devnet of this file's own (one chain on a spare port, API on port 0, records in memory, no
// indexer): never the shared one. Its clock runs `skew` ms ahead of the wall clock when a test says so.
const chains = [{ chainId: 31337, name: 'Berth Devnet', port: 18581 }]
const app = 'http://127.0.0.1:5173'
const signer = (index: number) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
const [a0, a1] = devnetAccounts

let devnet: Devnet
let api: string
let skew = 0
let project = 0

beforeAll(async () => {
  devnet = await startDevnet({
    chains,
    api: { port: 0, dataDir: null, indexer: false, now: () => Date.now() + skew },
    relay: false,
    solana: false,
    bitcoin: false,
  })
  api = devnet.api!.url
}, 60_000)
afterAll(() => devnet?.stop())

/** Each test signs in under a project of its own, so sessions never mix between tests. */
const newProject = () => `sessions${++project}`
const sdk = (projectId: string) => `projectId=${projectId}&st=berth&sv=0.1.0`

async function call(path: string, init: { method?: string; body?: unknown; origin?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.origin !== null) headers.origin = init.origin ?? app
  const response = await fetch(`${api}${path}`, {
    method: init.method ?? 'POST',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function issueNonce(projectId: string, address: string): Promise<string> {
  const { status, body } = await call(`/v1/sessions/nonce?${sdk(projectId)}`, { body: { address, chainId: 'eip155:31337' } })
  expect(status).toBe(200)
  return String(body.nonce)
}

interface SignInOptions {
  /** Signs the message (default account 0). */
  by?: number
  /** The account signing in (default the signer's address). */
  address?: Hex
  fields?: Partial<SignInFields>
  /** Changes what is sent after signing. */
  tamper?: (request: { data: Record<string, unknown>; message: string; signature: Hex }) => void
  origin?: string | null
  path?: string
  nonce?: string
}

/** Asks a nonce, writes the EIP-4361 message as an app would, signs it, and posts it. */
async function signIn(projectId: string, options: SignInOptions = {}) {
  const account = signer(options.by ?? 0)
  const address = options.address ?? account.address
  const nonce = options.nonce ?? (await issueNonce(projectId, address))
  const issuedAt = new Date(Date.now() + skew)
  const fields = {
    domain: '127.0.0.1:5173',
    address,
    uri: `${app}/`,
    version: '1' as const,
    chainId: 31337,
    nonce,
    issuedAt,
    statement: 'Sign in to Berth',
    ...options.fields,
  }
  const request = await signInRequest(account, fields)
  options.tamper?.(request)
  const response = await call(`/v1/sessions/${options.path ?? address}?${sdk(projectId)}`, { body: request, origin: options.origin })
  return { ...response, request }
}

const sessionsOf = async (projectId: string, address: string, query = '') => {
  const response = await fetch(`${api}/v1/sessions/${address}?${sdk(projectId)}${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: StoredSession[] }).sessions
}
const reasonOf = (body: Record<string, unknown>) => (body.reasons as { code: string; description: string }[])[0]

describe('POST /v1/sessions/nonce', () => {
  it('issues a fresh alphanumeric nonce for 5 minutes', async () => {
    const { status, body } = await call(`/v1/sessions/nonce?${sdk('n')}`, { body: { address: a0, chainId: 'eip155:31337' } })
    expect(status).toBe(200)
    expect(body.nonce).toMatch(/^[A-Za-z0-9]{16,}$/)
    expect(Date.parse(String(body.expiresAt)) - Date.now()).toBeGreaterThan(4.9 * 60_000)
    expect(await issueNonce('n', a0)).not.toBe(body.nonce)
  })

  it('refuses a chain the devnet does not run, a malformed body and a missing projectId', async () => {
    const other = await call(`/v1/sessions/nonce?${sdk('n')}`, { body: { address: a0, chainId: 'eip155:1' } })
    expect(other).toEqual({ status: 400, body: { reasons: [{ code: 'CHAIN_MISMATCH', description: 'eip155:1 is not a devnet chain (eip155:31337)' }] } })
    const malformed = await call(`/v1/sessions/nonce?${sdk('n')}`, { body: { address: '0x12', chainId: 'solana:x' } })
    expect(malformed.status).toBe(400)
    expect((malformed.body.reasons as { code: string }[]).map((reason) => reason.code)).toEqual(['INVALID_BODY', 'INVALID_BODY'])
    expect(reasonOf((await call('/v1/sessions/nonce', { body: { address: a0, chainId: 'eip155:31337' } })).body)?.code).toBe('MISSING_PROJECT_ID')
  })
})

describe('POST /v1/sessions/:address', () => {
  it('stores an EOA sign-in and lists it, newest first, by chain', async () => {
    const projectId = newProject()
    const first = await signIn(projectId, { fields: { expirationTime: new Date(Date.now() + 3_600_000) } })
    expect(first.status).toBe(200)
    const session = first.body.session as StoredSession
    expect(session).toEqual({
      id: expect.any(String),
      data: first.request.data,
      message: first.request.message,
      signature: first.request.signature,
      createdAt: expect.any(String),
    })
    const second = await signIn(projectId, { path: `eip155:31337:${a0.toLowerCase()}` })
    expect(second.status).toBe(200)
    const listed = await sessionsOf(projectId, a0)
    expect(listed.map((s) => s.id)).toEqual([(second.body.session as StoredSession).id, session.id])
    expect(await sessionsOf(projectId, a0.toLowerCase(), '&chainId=eip155:31337')).toEqual(listed)
    expect(await sessionsOf(projectId, a0, '&chainId=eip155:31338')).toEqual([])
    expect(await sessionsOf(projectId, a1)).toEqual([])
    expect(await sessionsOf(newProject(), a0)).toEqual([])
  })

  it('verifies the smart account through ERC-1271: its owner signs, the contract signs in', async () => {
    const projectId = newProject()
    const good = await signIn(projectId, { by: 3, address: devnetSmartAccount.address })
    expect(good.status).toBe(200)
    expect((good.body.session as StoredSession).data.accountAddress).toBe(devnetSmartAccount.address)
    expect((await sessionsOf(projectId, devnetSmartAccount.address)).length).toBe(1)
    const stranger = await signIn(projectId, { by: 2, address: devnetSmartAccount.address })
    expect(stranger.status).toBe(401)
    expect(reasonOf(stranger.body)?.code).toBe('SIGNATURE_INVALID')
  })

  it('verifies a counterfactual smart account through ERC-6492: the owner signs, the factory and its calldata wrap the signature', async () => {
    const projectId = newProject()
    const chain = createPublicClient({ transport: http(devnet.urls['eip155:31337']) })
    const owner = devnetAccounts[3]!
    // A salt no other run used: the account must not exist yet.
    const salt = keccak256(toHex(`sessions ${Date.now()} ${Math.random()}`))
    const address = await chain.readContract({
      address: devnetAccountFactory.address,
      abi: devnetAccountFactoryAbi,
      functionName: 'addressOf',
      args: [owner, salt],
    })
    expect(await chain.getCode({ address })).toBeUndefined()
    const wrap = (request: { signature: Hex }) => {
      request.signature = serializeErc6492Signature({
        address: devnetAccountFactory.address,
        data: devnetAccountFactoryData(owner, salt),
        signature: request.signature,
      })
    }

    const good = await signIn(projectId, { by: 3, address, tamper: wrap })
    expect(good.status).toBe(200)
    expect(good.body.session).toMatchObject({ data: { accountAddress: address }, signature: good.request.signature })
    expect(good.request.signature.endsWith('6492'.repeat(16))).toBe(true)
    expect((await sessionsOf(projectId, address)).map((session) => session.id)).toEqual([(good.body.session as StoredSession).id])
    // Verified without deploying it: the account is still counterfactual.
    expect(await chain.getCode({ address })).toBeUndefined()

    const other = newProject()
    const stranger = await signIn(other, { by: 2, address, tamper: wrap })
    expect([stranger.status, reasonOf(stranger.body)?.code]).toEqual([401, 'SIGNATURE_INVALID'])
    expect(await sessionsOf(other, address)).toEqual([])
  })

  it('refuses a replayed signature: the nonce is spent', async () => {
    const projectId = newProject()
    const first = await signIn(projectId)
    expect(first.status).toBe(200)
    const replay = await call(`/v1/sessions/${a0}?${sdk(projectId)}`, { body: first.request })
    expect(replay).toEqual({
      status: 409,
      body: { reasons: [{ code: 'NONCE_REUSED', description: 'The nonce was already used: every sign-in needs a new one' }] },
    })
  })

  it('keeps the nonce of a request refused before the signature check, so a corrected one goes through', async () => {
    const projectId = newProject()
    const nonce = await issueNonce(projectId, a0)
    expect((await signIn(projectId, { nonce, origin: 'http://localhost:5173' })).status).toBe(400)
    expect((await signIn(projectId, { nonce })).status).toBe(200)
  })

  const later = () => new Date(Date.now() + skew + 3_600_000)
  const refusals: [string, number, string, (projectId: string) => SignInOptions | Promise<SignInOptions>][] = [
    ['a message that is not EIP-4361', 400, 'NOT_EIP4361', () => ({ tamper: (r) => void Object.assign(r, { message: `Please sign in\n${r.message}` }) })],
    [
      'data that says something else than the message',
      400,
      'MESSAGE_MISMATCH',
      () => ({ tamper: (r) => void Object.assign(r.data, { statement: 'Other words' }) }),
    ],
    ["an address in the path that is not the message's", 400, 'ADDRESS_MISMATCH', () => ({ path: a1 })],
    ['a chain the devnet does not run', 400, 'CHAIN_MISMATCH', () => ({ fields: { chainId: 1 } })],
    ['a CAIP-10 path on another chain', 400, 'CHAIN_MISMATCH', () => ({ path: `eip155:31338:${a0}` })],
    ['a request without an Origin', 400, 'ORIGIN_MISSING', () => ({ origin: null })],
    ["a domain that is not the app's", 400, 'DOMAIN_MISMATCH', () => ({ fields: { domain: 'evil.example' } })],
    ['a message made for another app', 400, 'DOMAIN_MISMATCH', () => ({ origin: 'http://localhost:5173' })],
    ['a URI on another origin', 400, 'URI_MISMATCH', () => ({ fields: { uri: 'http://evil.example/login' } })],
    ['an expired message', 400, 'MESSAGE_EXPIRED', () => ({ fields: { expirationTime: new Date(Date.now() - 1000) } })],
    ['a message not yet valid', 400, 'MESSAGE_NOT_YET_VALID', () => ({ fields: { notBefore: later() } })],
    ['a nonce this server never issued', 400, 'NONCE_UNKNOWN', () => ({ nonce: 'abcdefgh12345678' })],
    ['a nonce issued to another address', 400, 'NONCE_UNKNOWN', async (projectId) => ({ nonce: await issueNonce(projectId, a1) })],
    ['an address that did not sign', 401, 'SIGNATURE_INVALID', () => ({ by: 1, address: a0 })],
    ['a signature that is not one', 401, 'SIGNATURE_INVALID', () => ({ tamper: (r) => void Object.assign(r, { signature: '0x1234' }) })],
  ]
  it.each(refusals)('refuses %s (%i %s) and stores nothing', async (_, status, code, options) => {
    const projectId = newProject()
    const response = await signIn(projectId, await options(projectId))
    expect(response.status).toBe(status)
    expect(reasonOf(response.body)?.code).toBe(code)
    expect(reasonOf(response.body)?.description.length).toBeGreaterThan(20)
    expect(await sessionsOf(projectId, a0)).toEqual([])
  })

  it('refuses an expired nonce (NONCE_EXPIRED)', async () => {
    const projectId = newProject()
    const nonce = await issueNonce(projectId, a0)
    skew = 5 * 60_000 + 1000
    try {
      const response = await signIn(projectId, { nonce })
      expect([response.status, reasonOf(response.body)?.code]).toEqual([400, 'NONCE_EXPIRED'])
    } finally {
      skew = 0
    }
  })

  it('refuses an origin the project did not allow, once it has set its origins', async () => {
    const projectId = newProject()
    const set = await fetch(`${api}/devnet/projects/${projectId}`, { method: 'POST', body: JSON.stringify({ origins: ['http://localhost:5173'] }) })
    expect(set.status).toBe(200)
    const refused = await signIn(projectId)
    expect([refused.status, reasonOf(refused.body)?.code]).toEqual([403, 'ORIGIN_NOT_ALLOWED'])
    const allowed = await signIn(projectId, { origin: 'http://localhost:5173', fields: { domain: 'localhost:5173', uri: 'http://localhost:5173/' } })
    expect(allowed.status).toBe(200)
  })

  it('refuses a malformed body and a bad address with 400, never a 500', async () => {
    const bad = await call(`/v1/sessions/${a0}?${sdk('x')}`, { body: { data: {}, message: '', signature: 'nope' } })
    expect(bad.status).toBe(400)
    expect(new Set((bad.body.reasons as { code: string }[]).map((reason) => reason.code))).toEqual(new Set(['INVALID_BODY']))
    const notJson = await fetch(`${api}/v1/sessions/${a0}?${sdk('x')}`, { method: 'POST', body: '{', headers: { origin: app } })
    expect(notJson.status).toBe(400)
    expect(reasonOf(await call(`/v1/sessions/0x12?${sdk('x')}`, { body: {} }).then((r) => r.body))?.code).toBe('INVALID_PARAM')
  })
})

describe('GET /v1/sessions/:address and POST /v1/sessions/:address/revoke', () => {
  it('revokes a session for whoever shows its signature; it is then gone', async () => {
    const projectId = newProject()
    const kept = (await signIn(projectId)).body.session as StoredSession
    const session = (await signIn(projectId)).body.session as StoredSession
    const revokePath = `/v1/sessions/${a0}/revoke?${sdk(projectId)}`
    const unknown = await call(revokePath, { body: { pci: 'no-such-session', signature: session.signature } })
    expect([unknown.status, reasonOf(unknown.body)?.code]).toEqual([404, 'SESSION_NOT_FOUND'])
    const wrong = await call(revokePath, { body: { pci: session.id, signature: kept.signature } })
    expect([wrong.status, reasonOf(wrong.body)?.code]).toEqual([401, 'SIGNATURE_INVALID'])
    const elsewhere = await call(`/v1/sessions/${a1}/revoke?${sdk(projectId)}`, { body: { pci: session.id, signature: session.signature } })
    expect(elsewhere.status).toBe(404)
    expect(await call(revokePath, { body: { pci: session.id, signature: session.signature } })).toEqual({ status: 200, body: { success: true } })
    expect((await sessionsOf(projectId, a0)).map((s) => s.id)).toEqual([kept.id])
    const again = await call(revokePath, { body: { pci: session.id, signature: session.signature } })
    expect([again.status, reasonOf(again.body)?.code]).toEqual([404, 'SESSION_NOT_FOUND'])
  })

  it('lists only sessions that have not expired', async () => {
    const projectId = newProject()
    const brief = await signIn(projectId, { fields: { expirationTime: new Date(Date.now() + 60_000) } })
    expect(brief.status).toBe(200)
    expect((await sessionsOf(projectId, a0)).length).toBe(1)
    skew = 61_000
    try {
      expect(await sessionsOf(projectId, a0)).toEqual([])
    } finally {
      skew = 0
    }
  })

  it('refuses a chain id that is not CAIP-2 eip155', async () => {
    const response = await fetch(`${api}/v1/sessions/${a0}?${sdk('x')}&chainId=31337`)
    expect(response.status).toBe(400)
  })
})
