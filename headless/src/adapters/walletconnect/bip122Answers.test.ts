import { describe, expect, it } from 'vitest'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import { parseBip122AccountAddresses, parseBip122Signature, parseBip122SignedPsbt, parseBip122Txid } from './bip122Answers.js'

const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const ordinal = 'bcrt1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const TXID = 'AB'.repeat(32)

describe('WalletConnect bip122 answers', () => {
  it('orders getAccountAddresses payment first, ordinal second, others after, without duplicates', () => {
    const answer = [
      { address: 'bcrt1qzzz0000000000000000000000000000000000', intention: 'change' },
      { address: ordinal, intention: 'ordinal', publicKey: 'aa'.repeat(32), path: "m/86'/1'/0'/0/0" },
      { address: payment, intention: 'payment', publicKey: `02${'bb'.repeat(32)}`, path: "m/84'/1'/0'/0/0" },
      { address: ordinal, intention: 'ordinal' },
    ]
    expect(parseBip122AccountAddresses(answer, payment).map((entry) => entry.address)).toEqual([
      payment,
      ordinal,
      'bcrt1qzzz0000000000000000000000000000000000',
    ])
    // A wallet that names no intention: the session's account first, the rest as given.
    expect(parseBip122AccountAddresses([{ address: ordinal }, { address: payment }], payment).map((entry) => entry.address)).toEqual([payment, ordinal])
  })

  it('refuses a getAccountAddresses answer of the wrong shape, or without the session’s account', () => {
    const cases: [unknown, string][] = [
      [undefined, 'getAccountAddresses: result'],
      [{ addresses: [] }, 'getAccountAddresses: result'],
      [[{ address: 'not an address!' }], 'getAccountAddresses: 0.address: not a Bitcoin address'],
      [[{ address: payment, publicKey: '0x02' }], 'publicKey: not a 32 or 33-byte hex key'],
      [[{ address: ordinal }], `does not include the session's account ${payment}`],
      [[], `does not include the session's account ${payment}`],
    ]
    for (const [answer, details] of cases) {
      expect(() => parseBip122AccountAddresses(answer, payment)).toThrow(InvalidProviderResponseError)
      expect(() => parseBip122AccountAddresses(answer, payment)).toThrow(details)
    }
  })

  it('reads signMessage’s hex signature (WalletConnect’s reference) as base64, and keeps a base64 one', () => {
    expect(parseBip122Signature({ address: payment, signature: '0247304402', messageHash: 'ff' }, payment)).toBe('AkcwRAI=')
    expect(parseBip122Signature({ address: payment, signature: 'AkcwRAI=' }, payment)).toBe('AkcwRAI=')
  })

  it('refuses a signature from another address, or one that is neither hex nor base64', () => {
    expect(() => parseBip122Signature({ address: ordinal, signature: 'ab' }, payment)).toThrow(`signed with ${ordinal}, not ${payment}`)
    expect(() => parseBip122Signature({ address: payment, signature: 'not a signature!' }, payment)).toThrow('neither hex nor base64')
    expect(() => parseBip122Signature({ address: payment }, payment)).toThrow('signMessage: signature')
    expect(() => parseBip122Signature('AkcwRAI=', payment)).toThrow(InvalidProviderResponseError)
  })

  it('reads sendTransfer’s txid (lower-case) and refuses anything else', () => {
    expect(parseBip122Txid({ txid: TXID })).toBe(TXID.toLowerCase())
    expect(() => parseBip122Txid({ txid: 'abc' })).toThrow('sendTransfer: txid: not a txid')
    expect(() => parseBip122Txid(TXID)).toThrow(InvalidProviderResponseError)
  })

  it('reads signPsbt’s PSBT and txid; a broadcast asked for needs the txid', () => {
    expect(parseBip122SignedPsbt({ psbt: 'cHNidP8BAA==' }, false)).toEqual({ psbt: 'cHNidP8BAA==' })
    expect(parseBip122SignedPsbt({ psbt: 'cHNidP8BAA==', txid: TXID }, true)).toEqual({ psbt: 'cHNidP8BAA==', txid: TXID.toLowerCase() })
    expect(() => parseBip122SignedPsbt({ psbt: 'cHNidP8BAA==' }, true)).toThrow('asked to broadcast, the wallet answered no txid')
    expect(() => parseBip122SignedPsbt({ psbt: 'not base64!' }, false)).toThrow('signPsbt: psbt: not base64')
  })
})
