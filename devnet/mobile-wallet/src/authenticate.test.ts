import { createEncodedRecap, validateSignedCacao } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { accountAt } from './accounts'
import { planAuthentication, sessionAuthenticateEvent, signAuthentication, signProposalAuthentication, type AuthPayload } from './authenticate'

const account = accountAt(8)
const supported = ['eip155:31337', 'eip155:31338']
// What a dapp's sign-client sends for authenticate({ chains, methods: ['personal_sign', 'eth_sign'], ... }).
const authPayload: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:31337', 'eip155:1'],
  domain: '127.0.0.1:5999',
  aud: 'http://127.0.0.1:5999/login',
  version: '1',
  nonce: 'n-1',
  iat: '2026-11-22T00:00:00.000Z',
  statement: 'Sign in to the dapp',
  resources: [createEncodedRecap('eip155', 'request', ['personal_sign', 'eth_sign'])],
}

describe('planAuthentication', () => {
  it('builds one SIWE message per supported chain, its ReCap narrowed to what the wallet offers', () => {
    const plan = planAuthentication(authPayload, supported, account.address)
    if (!plan.ok) throw new Error(plan.error)
    expect(plan.payload.chains).toEqual(['eip155:31337'])
    expect(plan.messages.map((message) => message.iss)).toEqual([`did:pkh:eip155:31337:${account.address}`])
    const [text] = plan.messages.map((message) => message.text)
    expect(text).toMatch(new RegExp(`^127\\.0\\.0\\.1:5999 wants you to sign in with your Ethereum account:\\n${account.address}\\n\\n`))
    expect(text).toContain("'request': 'personal_sign' for 'eip155'")
    expect(text).not.toContain('eth_sign')
    expect(text).toContain('URI: http://127.0.0.1:5999/login')
    expect(text).toContain('Chain ID: 31337')
    expect(text).toContain('Nonce: n-1')
  })

  it('refuses a request for chains the wallet lacks, and a malformed statement', () => {
    expect(planAuthentication({ ...authPayload, chains: ['eip155:1'] }, supported, account.address)).toEqual({
      ok: false,
      error: 'The sign-in request cannot be served: No supported chains.',
    })
    const forged = planAuthentication({ ...authPayload, resources: undefined, statement: 'hi\nNonce: forged' }, supported, account.address)
    expect(forged).toMatchObject({ ok: false, error: expect.stringMatching(/^The sign-in request is malformed: Statement must not contain line breaks/) })
  })
})

describe('signAuthentication', () => {
  it('signs each message with EIP-191 into a cacao the dapp side accepts', async () => {
    const plan = planAuthentication({ ...authPayload, chains: supported }, supported, account.address)
    if (!plan.ok) throw new Error(plan.error)
    const cacaos = await signAuthentication(plan, account)
    expect(cacaos).toHaveLength(2)
    for (const cacao of cacaos) {
      expect(cacao.s.t).toBe('eip191')
      expect(await validateSignedCacao({ cacao, projectId: 'berth-devnet' })).toBe(true)
    }
    // A cacao moved to another address does not verify.
    const [first] = cacaos
    const stolen = { ...first!, p: { ...first!.p, iss: `did:pkh:eip155:31337:${accountAt(7).address}` } }
    expect(await validateSignedCacao({ cacao: stolen, projectId: 'berth-devnet' })).toBe(false)
  })
})

describe('sessionAuthenticateEvent', () => {
  it('refuses a request without chains, domain or nonce', () => {
    const event = { id: 1, topic: 't', params: { requester: { publicKey: 'ab', metadata: { name: 'D', url: 'u' } }, authPayload, expiryTimestamp: 1 } }
    expect(sessionAuthenticateEvent.safeParse(event).success).toBe(true)
    expect(sessionAuthenticateEvent.safeParse({ ...event, params: { ...event.params, authPayload: { ...authPayload, chains: [] } } }).success).toBe(false)
    expect(sessionAuthenticateEvent.safeParse({ ...event, params: { ...event.params, authPayload: { ...authPayload, nonce: undefined } } }).success).toBe(false)
  })
})

describe('signProposalAuthentication', () => {
  const request = {
    domain: '127.0.0.1:5173',
    chains: ['eip155:1', 'eip155:31337'],
    nonce: 'n0nce12345678',
    aud: 'http://127.0.0.1:5173',
    version: '1',
    iat: '2026-11-22T00:00:00.000Z',
    statement: 'Sign in',
  }

  it('signs the request as asked, on the first chain it serves, as a cacao the dapp can check', async () => {
    const [cacao] = await signProposalAuthentication([request], supported, account)
    expect(cacao!.p).toMatchObject({ iss: `did:pkh:eip155:31337:${account.address}`, domain: request.domain, nonce: request.nonce, statement: 'Sign in' })
    expect(await validateSignedCacao({ cacao: cacao!, projectId: 'berth-devnet' })).toBe(true)
  })

  it('refuses a request for chains it does not serve', async () => {
    await expect(signProposalAuthentication([{ ...request, chains: ['eip155:1'] }], supported, account)).rejects.toThrow(
      'none of the sign-in chains (eip155:1) is served here',
    )
  })
})
