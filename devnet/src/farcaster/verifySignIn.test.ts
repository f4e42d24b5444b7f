import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devnetFarcasterAccounts, farcasterCustodyAccount } from './accounts'
import { FarcasterSignInError, type FarcasterSignInErrorCode } from './farcasterSignInError'
import { buildFarcasterSignInMessage, signFarcasterSignIn, type SignInRequest } from './signInMessage'
import { verifyFarcasterSignIn, type VerifyFarcasterSignInParameters } from './verifySignIn'

const [alice, bob] = devnetFarcasterAccounts as [(typeof devnetFarcasterAccounts)[number], (typeof devnetFarcasterAccounts)[number]]
const aliceCustody = farcasterCustodyAccount(alice)
const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const request: SignInRequest = { domain: '127.0.0.1:5173', siweUri: 'http://127.0.0.1:5173/login', nonce: 'abcdef123456' }
const issued = new Date('2026-01-01T10:00:00.000Z')
const later = new Date('2026-01-01T10:01:00.000Z')

async function signedByAlice(overrides: Partial<SignInRequest> = {}): Promise<VerifyFarcasterSignInParameters> {
  const signed = await signFarcasterSignIn({ ...request, ...overrides }, alice.fid, aliceCustody, issued)
  return { ...signed, fid: alice.fid, nonce: request.nonce, domain: request.domain }
}

async function refusal(parameters: VerifyFarcasterSignInParameters, now = later): Promise<{ code: FarcasterSignInErrorCode; message: string }> {
  const error = await verifyFarcasterSignIn(parameters, { now }).then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof FarcasterSignInError)) throw new Error(`expected a FarcasterSignInError, got ${String(error)}`)
  return { code: error.code, message: error.message }
}

describe('verifyFarcasterSignIn', () => {
  it('accepts a message signed by the fid custody key, for the domain and nonce, and says who signed in', async () => {
    const verified = await verifyFarcasterSignIn(await signedByAlice(), { now: later })
    expect(verified).toMatchObject({ fid: 1001, username: 'alice', custodyAddress: aliceCustody.address })
    expect(verified.siweMessage.resources).toEqual(['farcaster://fid/1001'])
  })

  it('refuses another nonce', async () => {
    expect(await refusal({ ...(await signedByAlice()), nonce: 'zzzzzzzz9999' })).toEqual({
      code: 'NONCE_MISMATCH',
      message: 'The message carries another nonce than the sign-in request',
    })
  })

  it('refuses another domain', async () => {
    expect(await refusal({ ...(await signedByAlice()), domain: 'evil.example' })).toEqual({
      code: 'DOMAIN_MISMATCH',
      message: 'The message is for domain 127.0.0.1:5173, not evil.example',
    })
  })

  it('refuses an expired message, and one not yet valid', async () => {
    const expiring = await signedByAlice({ expirationTime: '2026-01-01T10:00:30.000Z' })
    expect(await refusal(expiring)).toEqual({ code: 'EXPIRED', message: 'The message expired at 2026-01-01T10:00:30.000Z' })
    await expect(verifyFarcasterSignIn(expiring, { now: new Date('2026-01-01T10:00:10.000Z') })).resolves.toMatchObject({ fid: 1001 })
    const future = await signedByAlice({ notBefore: '2026-01-01T11:00:00.000Z' })
    expect(await refusal(future)).toEqual({ code: 'NOT_YET_VALID', message: 'The message is not valid before 2026-01-01T11:00:00.000Z' })
  })

  it('refuses a message whose farcaster://fid resource names another fid than the one claimed', async () => {
    expect(await refusal({ ...(await signedByAlice()), fid: bob.fid })).toEqual({
      code: 'FID_RESOURCE_MISMATCH',
      message: 'The message signs in fid 1001, not fid 1002',
    })
  })

  it('refuses a fid the registry does not know', async () => {
    const message = buildFarcasterSignInMessage(request, 4242, stranger.address, issued)
    const parameters = { message, signature: await stranger.signMessage({ message }), fid: 4242, nonce: request.nonce, domain: request.domain }
    expect(await refusal(parameters)).toEqual({ code: 'UNKNOWN_FID', message: 'fid 4242 is not registered' })
  })

  it("refuses a message for the fid signed by another key: for the custody address, or naming the signer's own", async () => {
    const message = buildFarcasterSignInMessage(request, alice.fid, aliceCustody.address, issued)
    const forged = { message, signature: await stranger.signMessage({ message }), fid: alice.fid, nonce: request.nonce, domain: request.domain }
    expect(await refusal(forged)).toEqual({ code: 'INVALID_SIGNATURE', message: "The signature is not by fid 1001's custody address" })

    const own = buildFarcasterSignInMessage(request, alice.fid, stranger.address, issued)
    const ownSigned = { message: own, signature: await stranger.signMessage({ message: own }), fid: alice.fid, nonce: request.nonce, domain: request.domain }
    expect(await refusal(ownSigned)).toEqual({
      code: 'NOT_CUSTODY_ADDRESS',
      message: `The message is signed for ${stranger.address}, not fid 1001's custody address`,
    })
  })

  it('refuses a tampered message (the signature no longer matches)', async () => {
    const signed = await signedByAlice()
    const tampered = { ...signed, message: signed.message.replace('URI: http://127.0.0.1:5173/login', 'URI: http://127.0.0.1:5173/other') }
    expect(tampered.message).not.toBe(signed.message)
    expect((await refusal(tampered)).code).toBe('INVALID_SIGNATURE')
  })

  it('refuses text that is not an EIP-4361 message, and a SIWE message that is not Farcaster', async () => {
    const signed = await signedByAlice()
    expect(await refusal({ ...signed, message: 'hello' })).toEqual({ code: 'MALFORMED_MESSAGE', message: 'The sign-in message is not an EIP-4361 message' })
    const otherChain = signed.message.replace('Chain ID: 10', 'Chain ID: 1')
    expect((await refusal({ ...signed, message: otherChain })).code).toBe('NOT_FARCASTER_MESSAGE')
    const otherStatement = signed.message.replace('Farcaster Auth', 'Sign in')
    expect((await refusal({ ...signed, message: otherStatement })).code).toBe('NOT_FARCASTER_MESSAGE')
  })

  it('refuses malformed parameters, naming the field', async () => {
    const signed = await signedByAlice()
    expect(await refusal({ ...signed, signature: '0x1234' })).toEqual({
      code: 'INVALID_PARAMETERS',
      message: 'Invalid signature: a 65-byte hex signature',
    })
    expect((await refusal({ ...signed, fid: -1 })).code).toBe('INVALID_PARAMETERS')
  })

  it('reads the custody address from the registry it is given', async () => {
    const message = buildFarcasterSignInMessage(request, 4242, stranger.address, issued)
    const parameters = { message, signature: await stranger.signMessage({ message }), fid: 4242, nonce: request.nonce, domain: request.domain }
    const verified = await verifyFarcasterSignIn(parameters, {
      now: later,
      lookupFid: (fid) => (fid === 4242 ? { fid, custodyAddress: stranger.address, username: 'stranger' } : undefined),
    })
    expect(verified).toMatchObject({ fid: 4242, username: 'stranger', custodyAddress: stranger.address })
  })
})
