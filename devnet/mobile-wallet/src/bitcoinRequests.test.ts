import * as ecc from '@bitcoinerlab/secp256k1'
import { Verifier } from 'bip322-js'
import bitcoinMessage from 'bitcoinjs-message'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN_CHAIN_ID } from '../../src/bitcoin/constants'
import { regtestNetwork } from '../../src/bitcoin/keys/bitcoinNetwork'
import { bitcoinAccountAt } from './bitcoinKeys'
import { signBitcoinRequest } from './bitcoinSignRequest'
import { takeRequest } from './intake'
import { InvalidRequestError, parseRequest, type ParsedRequest, type SessionRequestEvent } from './requests'
import type { SessionView } from './state'

const mine = bitcoinAccountAt(4)
const theirs = bitcoinAccountAt(5)
const session: SessionView = {
  topic: 'topic',
  dapp: { name: 'Dapp', url: 'http://127.0.0.1:5173' },
  chains: [DEVNET_BITCOIN_CHAIN_ID],
  address: '',
  solanaAddress: undefined,
  bitcoinAddress: mine.payment.address,
}
const event = (method: string, params: unknown, chainId: string = DEVNET_BITCOIN_CHAIN_ID): SessionRequestEvent => ({
  id: 7,
  topic: 'topic',
  params: { chainId, request: { method, params } },
})
const base64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64')
const TXID = 'ab'.repeat(32)

/** A PSBT spending one made-up coin of each of the account's addresses to `theirs`. */
function twoInputPsbt(): string {
  const psbt = new Psbt({ network: regtestNetwork })
  psbt.addInput({ hash: TXID, index: 0, witnessUtxo: { script: mine.payment.outputScript, value: 50_000n } })
  psbt.addInput({ hash: TXID, index: 1, witnessUtxo: { script: mine.ordinal.outputScript, value: 20_000n }, tapInternalKey: mine.ordinal.internalKey! })
  psbt.addOutput({ address: theirs.payment.address, value: 69_000n })
  return psbt.toBase64()
}
const as = <M extends ParsedRequest['method']>(request: ParsedRequest, method: M) => {
  expect(request.method).toBe(method)
  return request as Extract<ParsedRequest, { method: M }>
}

describe('Bitcoin requests over WalletConnect: params', () => {
  it('reads the four methods in the shapes of WalletConnect’s Bitcoin reference (signMessage defaults to ecdsa)', () => {
    expect(parseRequest('getAccountAddresses', { account: mine.payment.address })).toEqual({
      method: 'getAccountAddresses',
      account: mine.payment.address,
      intentions: undefined,
    })
    expect(parseRequest('signMessage', { account: mine.payment.address, message: 'Hello' })).toMatchObject({
      method: 'signMessage',
      protocol: 'ecdsa',
      address: undefined,
    })
    expect(parseRequest('sendTransfer', { account: mine.payment.address, recipientAddress: theirs.ordinal.address, amount: '100000', memo: 'ABCD' })).toEqual({
      method: 'sendTransfer',
      account: mine.payment.address,
      recipientAddress: theirs.ordinal.address,
      amount: '100000',
      changeAddress: undefined,
      memo: 'abcd',
    })
    expect(
      parseRequest('signPsbt', {
        account: mine.payment.address,
        psbt: twoInputPsbt(),
        signInputs: [{ address: mine.payment.address, index: 0, sighashTypes: [1] }],
      }),
    ).toMatchObject({ method: 'signPsbt', broadcast: false, inputCount: 2, signInputs: [{ address: mine.payment.address, index: 0, sighashTypes: [1] }] })
  })

  it('refuses malformed params with -32602, naming the method and the field', () => {
    const account = mine.payment.address
    const cases: [string, unknown, string][] = [
      ['getAccountAddresses', {}, 'getAccountAddresses: account'],
      ['getAccountAddresses', { account: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' }, 'account: is not a Bitcoin regtest address'],
      ['signMessage', { account, message: '' }, 'signMessage: message: must not be empty'],
      ['signMessage', { account, message: 'hi', protocol: 'bip137' }, 'signMessage: protocol'],
      ['sendTransfer', { account, recipientAddress: theirs.payment.address, amount: 100000 }, 'sendTransfer: amount'],
      ['sendTransfer', { account, recipientAddress: theirs.payment.address, amount: '0.001' }, 'must be a whole number of satoshis'],
      ['sendTransfer', { account, recipientAddress: theirs.payment.address, amount: '545' }, 'below the dust limit'],
      ['sendTransfer', { account, recipientAddress: 'not-an-address', amount: '1000' }, 'recipientAddress: is not a Bitcoin regtest address'],
      ['sendTransfer', { account, recipientAddress: theirs.payment.address, amount: '1000', memo: '0x00' }, 'memo: must be hex without 0x'],
      ['signPsbt', { account, psbt: 'not base64!', signInputs: [{ address: account, index: 0 }] }, 'signPsbt: psbt: must be base64'],
      ['signPsbt', { account, psbt: base64('00112233'), signInputs: [{ address: account, index: 0 }] }, 'signPsbt: psbt: not a PSBT'],
      ['signPsbt', { account, psbt: twoInputPsbt(), signInputs: [] }, 'signInputs: names no input to sign'],
      ['signPsbt', { account, psbt: twoInputPsbt(), signInputs: [{ address: account, index: 2 }] }, 'input 2 does not exist (the PSBT has 2)'],
    ]
    for (const [method, params, text] of cases) {
      expect(() => parseRequest(method, params), `${method} ${JSON.stringify(params)}`).toThrow(InvalidRequestError)
      expect(() => parseRequest(method, params)).toThrow(text)
    }
  })
})

describe('Bitcoin requests over WalletConnect: intake', () => {
  it('answers getAccountAddresses at once: payment then ordinal, with public key, path and intention; filtered by intentions', () => {
    expect(takeRequest(event('getAccountAddresses', { account: mine.payment.address }), session)).toMatchObject({
      kind: 'answer',
      response: {
        id: 7,
        result: [
          { address: mine.payment.address, publicKey: mine.payment.publicKey, path: "m/84'/1'/0'/0/4", intention: 'payment' },
          { address: mine.ordinal.address, publicKey: mine.ordinal.publicKey, path: "m/86'/1'/0'/0/4", intention: 'ordinal' },
        ],
      },
    })
    const ordinalOnly = takeRequest(event('getAccountAddresses', { account: mine.payment.address, intentions: ['ordinal'] }), session)
    expect(ordinalOnly.kind === 'answer' && ordinalOnly.response).toMatchObject({ result: [{ address: mine.ordinal.address }] })
  })

  it('asks the user about signing and sending for the session’s account, and refuses the rest at once', () => {
    expect(takeRequest(event('signMessage', { account: mine.payment.address, message: 'hi', protocol: 'bip322' }), session)).toMatchObject({
      kind: 'ask',
      pending: { chain: DEVNET_BITCOIN_CHAIN_ID, method: 'signMessage', summary: 'Sign a message (BIP-322)' },
    })
    expect(
      takeRequest(event('sendTransfer', { account: mine.payment.address, recipientAddress: theirs.payment.address, amount: '100000' }), session),
    ).toMatchObject({
      kind: 'ask',
      pending: { summary: `Send 0.001 BTC to ${theirs.payment.address}` },
    })
    const account = mine.payment.address
    const refusals: [SessionRequestEvent, SessionView, number, string][] = [
      [
        event('signMessage', { account: theirs.payment.address, message: 'hi' }),
        session,
        4100,
        `Account ${theirs.payment.address} is not part of this session`,
      ],
      [
        event('signMessage', { account, message: 'hi', address: theirs.ordinal.address }),
        session,
        4100,
        `Address ${theirs.ordinal.address} is not one of the account's addresses`,
      ],
      [event('signMessage', { account, message: 'hi', address: mine.ordinal.address }), session, -32602, 'needs the payment address'],
      [
        event('signPsbt', { account, psbt: twoInputPsbt(), signInputs: [{ address: theirs.payment.address, index: 0 }] }),
        session,
        4100,
        'is not one of the account',
      ],
      [
        event('sendTransfer', { account, recipientAddress: theirs.payment.address, amount: '1000', changeAddress: mine.ordinal.address }),
        session,
        -32602,
        'change goes back to the payment address',
      ],
      [
        event('signMessage', { account, message: 'hi' }, 'bip122:000000000019d6689c085ae165831e93'),
        session,
        -32602,
        'no Bitcoin account on bip122:000000000019d6689c085ae165831e93',
      ],
      [event('signMessage', { account, message: 'hi' }, 'eip155:31337'), session, -32602, 'is a bip122 method, not one for eip155:31337'],
      [event('signMessage', { account, message: 'hi' }), { ...session, bitcoinAddress: undefined }, 4100, 'This session has no Bitcoin account.'],
      [event('personal_sign', ['0x68', '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955']), session, -32602, 'is an eip155 method, not one for bip122:'],
    ]
    for (const [request, view, code, text] of refusals) {
      const intake = takeRequest(request, view)
      expect(intake.kind, text).toBe('answer')
      expect(intake.kind === 'answer' && intake.response).toMatchObject({ id: 7, error: { code, message: expect.stringContaining(text) } })
    }
  })
})

describe('Bitcoin requests over WalletConnect: signing', () => {
  it('signs a message with BIP-322 (hex of the witness) for the payment and the ordinal address; bip322-js verifies both', async () => {
    for (const key of [mine.payment, mine.ordinal]) {
      const request = as(
        parseRequest('signMessage', { account: mine.payment.address, address: key.address, message: 'Sign in to Berth', protocol: 'bip322' }),
        'signMessage',
      )
      const answer = await signBitcoinRequest(request, 4)
      expect(answer.address).toBe(key.address)
      expect(answer.signature).toMatch(/^[0-9a-f]+$/)
      expect(answer.messageHash).toMatch(/^[0-9a-f]{64}$/)
      expect(Verifier.verifySignature(key.address, 'Sign in to Berth', base64(answer.signature))).toBe(true)
      expect(Verifier.verifySignature(key.address, 'Sign in to Berth!', base64(answer.signature))).toBe(false)
    }
  })

  it('signs a message with ECDSA (BIP-137, 65 bytes) by default, with the payment address', async () => {
    const request = as(parseRequest('signMessage', { account: mine.payment.address, message: 'Hello' }), 'signMessage')
    const answer = await signBitcoinRequest(request, 4)
    expect(answer.signature).toMatch(/^[0-9a-f]{130}$/)
    expect(bitcoinMessage.verify('Hello', mine.payment.address, Buffer.from(answer.signature, 'hex'), null, true)).toBe(true)
    expect(answer.messageHash).toBe(bitcoinMessage.magicHash('Hello').toString('hex'))
  })

  it('signs the listed inputs of a PSBT (P2WPKH with SIGHASH_ALL, P2TR key path) and finalizes them; the others stay unsigned', async () => {
    const psbt = twoInputPsbt()
    const both = as(
      parseRequest('signPsbt', {
        account: mine.payment.address,
        psbt,
        signInputs: [
          { address: mine.payment.address, index: 0 },
          { address: mine.ordinal.address, index: 1 },
        ],
      }),
      'signPsbt',
    )
    const answer = await signBitcoinRequest(both, 4)
    expect(answer.txid).toBeUndefined()
    const signed = Psbt.fromBase64(answer.psbt, { network: regtestNetwork })
    expect(signed.data.inputs.map((input) => Boolean(input.finalScriptWitness))).toEqual([true, true])
    const tx = signed.extractTransaction()
    expect(tx.outs).toHaveLength(1)
    expect(tx.ins[0]!.witness).toHaveLength(2)
    expect(tx.ins[1]!.witness).toHaveLength(1)
    // The Schnorr signature commits to both prevouts (BIP341), checked against the tweaked output key.
    const hash = tx.hashForWitnessV1(1, [mine.payment.outputScript, mine.ordinal.outputScript], [50_000n, 20_000n], Transaction.SIGHASH_DEFAULT)
    expect(ecc.verifySchnorr(hash, Buffer.from(mine.ordinal.publicKey, 'hex'), tx.ins[1]!.witness[0]!)).toBe(true)

    const one = as(parseRequest('signPsbt', { account: mine.payment.address, psbt, signInputs: [{ address: mine.payment.address, index: 0 }] }), 'signPsbt')
    const partial = Psbt.fromBase64((await signBitcoinRequest(one, 4)).psbt, { network: regtestNetwork })
    expect(partial.data.inputs.map((input) => Boolean(input.finalScriptWitness))).toEqual([true, false])
  })

  it('refuses to sign an input that its address does not lock, or with a sighash type it was not asked for', async () => {
    const wrong = as(
      parseRequest('signPsbt', { account: mine.payment.address, psbt: twoInputPsbt(), signInputs: [{ address: mine.payment.address, index: 1 }] }),
      'signPsbt',
    )
    await expect(signBitcoinRequest(wrong, 4)).rejects.toThrow(`input 1 is not ${mine.payment.address}'s: the output it spends is locked by another script`)
    const psbt = Psbt.fromBase64(twoInputPsbt(), { network: regtestNetwork })
    psbt.updateInput(0, { sighashType: Transaction.SIGHASH_NONE })
    const none = as(
      parseRequest('signPsbt', { account: mine.payment.address, psbt: psbt.toBase64(), signInputs: [{ address: mine.payment.address, index: 0 }] }),
      'signPsbt',
    )
    await expect(signBitcoinRequest(none, 4)).rejects.toThrow('input 0 could not be signed')
  })

  it('does not broadcast a PSBT whose other inputs are unsigned', async () => {
    const request = as(
      parseRequest('signPsbt', {
        account: mine.payment.address,
        psbt: twoInputPsbt(),
        signInputs: [{ address: mine.payment.address, index: 0 }],
        broadcast: true,
      }),
      'signPsbt',
    )
    await expect(signBitcoinRequest(request, 4, { esploraUrl: 'http://127.0.0.1:9' })).rejects.toThrow('the PSBT cannot be broadcast')
  })
})
