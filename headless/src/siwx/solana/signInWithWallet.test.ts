import { generateKeyPairSigner, getBase58Decoder, getUtf8Encoder, signBytes, type KeyPairSigner } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { SignInInput } from '../../adapters/types.js'
import type { SiwxMessageData, WalletSignIn } from '../types.js'
import { formatSiwsMessage } from './formatSiwsMessage.js'
import { signInWithWallet } from './signInWithWallet.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const CLUSTER = 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'

/**
 * A wallet's `solana:signIn` with a real key: it writes the SIWS text from the input (after `edit`,
 * which plays a wallet that changes what it was asked) and signs it.
 */
function wallet(signer: KeyPairSigner, edit: (input: SignInInput) => SignInInput = (input) => input, text = formatSiwsMessage): WalletSignIn {
  return async (asked) => {
    const { address, ...fields } = edit(asked)
    const message = text({ ...fields, accountAddress: address })
    const signature = getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(message)))
    return { address: signer.address, message, signature }
  }
}

describe('signInWithWallet', async () => {
  const signer = await generateKeyPairSigner()
  const requested: SiwxMessageData = {
    accountAddress: signer.address,
    chainId: CLUSTER,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'oBbLoEldZs8Ux3qFabcdefgh',
    issuedAt: '2026-11-22T00:00:00.000Z',
    expirationTime: '2026-11-23T00:00:00.000Z',
    statement: 'Sign in to Berth',
  }

  it('hands the wallet the requested fields and returns the session it signed, verifiable by its key', async () => {
    let asked: SignInInput | undefined
    const session = await signInWithWallet(async (input) => {
      asked = input
      return wallet(signer)(input)
    }, requested)
    expect(asked).toEqual({ ...requested, accountAddress: undefined, address: signer.address })
    expect(session.data).toEqual(requested)
    expect(await verifySolanaSignature(signer.address, session.message, session.signature)).toBe(true)
  })

  it('takes the session from what was signed: fields the wallet added or changed beyond the checked ones stay as signed', async () => {
    const session = await signInWithWallet(
      wallet(signer, (input) => ({ ...input, statement: 'Wallet-worded statement', requestId: 'wallet-1' })),
      requested,
    )
    expect(session.data).toEqual({ ...requested, statement: 'Wallet-worded statement', requestId: 'wallet-1' })
  })

  it('accepts the Chain ID in another form a wallet writes', async () => {
    const caipForm = (data: SiwxMessageData) => formatSiwsMessage(data).replace('Chain ID: C87HniDwGEEByviiVqxKy4JPppad4zvE', `Chain ID: ${CLUSTER}`)
    expect((await signInWithWallet(wallet(signer, undefined, caipForm), requested)).data.chainId).toBe(CLUSTER)
  })

  const mismatches: [string, (input: SignInInput) => SignInInput, RegExp][] = [
    ['another domain', (input) => ({ ...input, domain: 'evil.example' }), /domain: asked for app\.example, the wallet signed evil\.example/],
    ['another nonce', (input) => ({ ...input, nonce: 'Z'.repeat(24) }), /nonce: asked for/],
    ['another chain', (input) => ({ ...input, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }), /chainId: asked for solana:C87/],
    ['another account in the text', (input) => ({ ...input, address: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy' }), /accountAddress: asked for/],
  ]
  for (const [name, edit, details] of mismatches) {
    it(`refuses a message for ${name}`, async () => {
      await expect(signInWithWallet(wallet(signer, edit), requested)).rejects.toMatchObject({
        name: 'SiwxMessageMismatchError',
        shortMessage: 'The signed message does not match its data',
        details: expect.stringMatching(details),
      })
    })
  }

  it('refuses a signature by another account than the one asked', async () => {
    const other = await generateKeyPairSigner()
    const signedByOther: WalletSignIn = async (input) => ({ ...(await wallet(signer)(input)), address: other.address })
    await expect(signInWithWallet(signedByOther, requested)).rejects.toMatchObject({ details: expect.stringMatching(/the wallet signed with/) })
  })

  it('refuses a text that is not Sign In With Solana', async () => {
    const ethereum = (data: SiwxMessageData) => formatSiwsMessage(data).replace('Solana account', 'Ethereum account')
    await expect(signInWithWallet(wallet(signer, undefined, ethereum), requested)).rejects.toMatchObject({
      name: 'SiwxMessageInvalidError',
      shortMessage: 'Invalid sign-in message',
    })
  })

  it("passes the wallet's own refusal on", async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await expect(signInWithWallet(() => Promise.reject(declined), requested)).rejects.toBe(declined)
  })
})
