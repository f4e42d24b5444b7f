import { describe, expect, it } from 'vitest'
import { bitcoinAccountKeys } from './bitcoinAccountKeys'
import { signBitcoinMessage } from './signBitcoinMessage'
import { verifyBitcoinMessage } from './verifyBitcoinMessage'

const [payment, ordinal] = bitcoinAccountKeys(7)

describe('signBitcoinMessage', () => {
  it('signs BIP-322 for both accounts and ECDSA for the payment one; text and its UTF-8 bytes sign alike', () => {
    for (const key of [payment, ordinal]) {
      const signed = signBitcoinMessage(key, 'Sign in to Berth', 'bip322')
      expect(signed.messageHash).toMatch(/^[0-9a-f]{64}$/)
      expect(verifyBitcoinMessage(key.address, 'Sign in to Berth', signed.signature)).toBe(true)
      expect(verifyBitcoinMessage(key.address, 'Sign in to Berth!', signed.signature)).toBe(false)
    }
    const ecdsa = signBitcoinMessage(payment, new TextEncoder().encode('Hello'), 'ecdsa')
    expect(Buffer.from(ecdsa.signature, 'base64')).toHaveLength(65)
    expect(ecdsa).toEqual(signBitcoinMessage(payment, 'Hello', 'ecdsa'))
    expect(verifyBitcoinMessage(payment.address, 'Hello', ecdsa.signature)).toBe(true)
    expect(verifyBitcoinMessage(ordinal.address, 'Hello', ecdsa.signature)).toBe(false)
  })

  it('refuses ECDSA (BIP-137) for the Taproot account', () => {
    expect(() => signBitcoinMessage(ordinal, 'Hello', 'ecdsa')).toThrow(`ECDSA (BIP-137) signs with the payment address only; ${ordinal.address} is Taproot`)
  })
})
