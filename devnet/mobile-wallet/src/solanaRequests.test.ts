import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
  type Address,
  type SignatureBytes,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { devnetSolanaAccounts } from '../../src/solana/accounts'
import { DEVNET_SOLANA_CHAIN_ID } from '../../src/solana/constants'
import { unsignedTransfer } from '../../src/wallet/solana/solanaTestSupport'
import { takeRequest } from './intake'
import { InvalidRequestError, parseRequest, type SessionRequestEvent } from './requests'
import { signSolanaRequest } from './solanaSignRequest'
import type { SessionView } from './state'

const [mine, theirs] = [devnetSolanaAccounts[2], devnetSolanaAccounts[3]]
const BLOCKHASH = getBase58Decoder().decode(new Uint8Array(32).fill(3))
const base58 = (text: string) => getBase58Decoder().decode(new TextEncoder().encode(text))
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
const transfer = (from: string, feePayer = from) => base64(unsignedTransfer(from, theirs, 5_000n, BLOCKHASH, feePayer))
const session: SessionView = {
  topic: 'topic',
  dapp: { name: 'Dapp', url: 'http://127.0.0.1:5173' },
  chains: ['eip155:31337', DEVNET_SOLANA_CHAIN_ID],
  address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  solanaAddress: mine,
}
const event = (method: string, params: unknown, chainId: string = DEVNET_SOLANA_CHAIN_ID): SessionRequestEvent => ({
  id: 9,
  topic: 'topic',
  params: { chainId, request: { method, params } },
})
const verify = async (address: string, signature: Uint8Array, data: Uint8Array) =>
  verifySignature(await getPublicKeyFromAddress(address as Address), signature as SignatureBytes, data)

describe('Solana requests over WalletConnect', () => {
  it('reads solana_signMessage (base58 message, pubkey) and shows the text', () => {
    expect(parseRequest('solana_signMessage', { message: base58('Hello from Berth'), pubkey: mine })).toEqual({
      method: 'solana_signMessage',
      signer: mine,
      message: new TextEncoder().encode('Hello from Berth'),
      text: 'Hello from Berth',
    })
  })

  it('refuses malformed params with -32602, naming the method and the field', () => {
    const cases: [string, unknown, string][] = [
      ['solana_signMessage', { message: '0OIl', pubkey: mine }, 'solana_signMessage: message: must be base58'],
      ['solana_signMessage', { message: base58('x') }, 'solana_signMessage: pubkey'],
      ['solana_signTransaction', { transaction: 'not base64!' }, 'solana_signTransaction: transaction: must be base64'],
      ['solana_signTransaction', { transaction: base64(new Uint8Array([1, 2, 3])) }, 'not a Solana wire transaction'],
      ['solana_signAndSendTransaction', { transaction: transfer(mine), sendOptions: { maxRetries: -1 } }, 'sendOptions.maxRetries'],
    ]
    for (const [method, params, text] of cases) {
      expect(() => parseRequest(method, params)).toThrow(InvalidRequestError)
      expect(() => parseRequest(method, params)).toThrow(text)
    }
  })

  it('asks the user about a request for the session’s Solana account, and answers the rest at once', () => {
    expect(takeRequest(event('solana_signMessage', { message: base58('hi'), pubkey: mine }), session)).toMatchObject({
      kind: 'ask',
      pending: { chain: DEVNET_SOLANA_CHAIN_ID, method: 'solana_signMessage', summary: 'Sign a message' },
    })
    expect(takeRequest(event('solana_signAndSendTransaction', { transaction: transfer(mine) }), session)).toMatchObject({
      kind: 'ask',
      pending: { summary: 'Sign and send a Solana transaction' },
    })
    const refusals: [SessionRequestEvent, SessionView, number, string][] = [
      [event('solana_signMessage', { message: base58('hi'), pubkey: theirs }), session, 4100, `Account ${theirs} is not part of this session`],
      [event('solana_signTransaction', { transaction: transfer(theirs) }), session, -32602, `does not ask ${mine} to sign it`],
      [event('solana_signMessage', { message: base58('hi'), pubkey: mine }, 'eip155:31337'), session, -32602, 'is a solana method, not one for eip155:31337'],
      [event('personal_sign', ['0x68', session.address]), session, -32602, 'is an eip155 method, not one for solana:'],
      [
        event('solana_signMessage', { message: base58('hi'), pubkey: mine }),
        { ...session, solanaAddress: undefined },
        4100,
        'This session has no Solana account.',
      ],
    ]
    for (const [request, view, code, text] of refusals) {
      const intake = takeRequest(request, view)
      expect(intake.kind).toBe('answer')
      expect(intake.kind === 'answer' && intake.response).toMatchObject({ id: 9, error: { code, message: expect.stringContaining(text) } })
    }
  })

  it('signs a message: a base58 ed25519 signature over the bytes', async () => {
    const request = parseRequest('solana_signMessage', { message: base58('Hello from Berth'), pubkey: mine })
    const { signature } = await signSolanaRequest(request as Extract<typeof request, { method: 'solana_signMessage' }>, 2)
    expect(await verify(mine, new Uint8Array(getBase58Encoder().encode(signature)), new TextEncoder().encode('Hello from Berth'))).toBe(true)
  })

  it('signs a transaction: its own signature, and the signed transaction in base64, the message unchanged', async () => {
    const original = transfer(mine)
    const request = parseRequest('solana_signTransaction', { transaction: original })
    const result = await signSolanaRequest(request as Extract<typeof request, { method: 'solana_signTransaction' }>, 2)
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(result.transaction!))
    expect(signed.messageBytes).toEqual(getTransactionDecoder().decode(getBase64Encoder().encode(original)).messageBytes)
    expect(getBase58Decoder().decode(signed.signatures[mine as Address]!)).toBe(result.signature)
    expect(await verify(mine, new Uint8Array(signed.signatures[mine as Address]!), new Uint8Array(signed.messageBytes))).toBe(true)
  })

  it('refuses to sign a transaction that does not name its keypair', async () => {
    const request = parseRequest('solana_signTransaction', { transaction: transfer(theirs) })
    await expect(signSolanaRequest(request as Extract<typeof request, { method: 'solana_signTransaction' }>, 2)).rejects.toThrow(
      `does not ask ${mine} to sign it`,
    )
  })
})
