import { describe, expect, it } from 'vitest'
import { testBitcoinKey } from '../../testing/testBitcoinKeys.js'
import { verifyBip122Signature } from './verifyBip122Signature.js'

const message = 'app.example wants you to sign in with your Bitcoin account:\n…'

describe('verifyBip122Signature', () => {
  const key = testBitcoinKey(1)
  const other = testBitcoinKey(2)

  it('accepts a BIP-322 signature from a P2WPKH (payment) and a key-path P2TR (ordinal) address', async () => {
    expect(key.p2wpkh).toMatch(/^bcrt1q/)
    expect(key.p2tr).toMatch(/^bcrt1p/)
    expect(await verifyBip122Signature(key.p2wpkh, message, key.sign(key.p2wpkh, message))).toBe(true)
    expect(await verifyBip122Signature(key.p2tr, message, key.sign(key.p2tr, message))).toBe(true)
  })

  it('accepts a legacy BIP-137 signature where bip322-js hashes it (Node): for the P2PKH address and the P2WPKH address of the same key', async () => {
    const legacy = key.sign(key.p2pkh, message)
    expect(Buffer.from(legacy, 'base64')).toHaveLength(65)
    expect(await verifyBip122Signature(key.p2pkh, message, legacy)).toBe(true)
    expect(await verifyBip122Signature(key.p2wpkh, message, legacy)).toBe(true)
    expect(await verifyBip122Signature(other.p2wpkh, message, legacy)).toBe(false)
  })

  it('refuses another text, another address, and a signature by another key', async () => {
    const signature = key.sign(key.p2wpkh, message)
    expect(await verifyBip122Signature(key.p2wpkh, `${message} `, signature)).toBe(false)
    expect(await verifyBip122Signature(other.p2wpkh, message, signature)).toBe(false)
    expect(await verifyBip122Signature(key.p2wpkh, message, other.sign(other.p2wpkh, message))).toBe(false)
    const taproot = key.sign(key.p2tr, message)
    expect(await verifyBip122Signature(key.p2tr, `${message} `, taproot)).toBe(false)
    expect(await verifyBip122Signature(other.p2tr, message, taproot)).toBe(false)
    // A witness for one script is no proof for another address of the same key.
    expect(await verifyBip122Signature(key.p2tr, message, signature)).toBe(false)
    expect(await verifyBip122Signature(key.p2wpkh, message, taproot)).toBe(false)
  })

  it('answers false, never throws, for what is not an address or a signature', async () => {
    const signature = key.sign(key.p2wpkh, message)
    expect(await verifyBip122Signature('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message, signature)).toBe(false)
    expect(await verifyBip122Signature(`${key.p2wpkh.slice(0, -1)}x`, message, signature)).toBe(false)
    expect(await verifyBip122Signature('', message, signature)).toBe(false)
    expect(await verifyBip122Signature(key.p2wpkh, message, '')).toBe(false)
    expect(await verifyBip122Signature(key.p2wpkh, message, 'not base64 at all!')).toBe(false)
    expect(await verifyBip122Signature(key.p2wpkh, message, Buffer.from(signature, 'base64').subarray(0, 40).toString('base64'))).toBe(false)
    expect(await verifyBip122Signature(key.p2tr, message, Buffer.from(new Uint8Array(66).fill(1)).toString('base64'))).toBe(false)
  })
})
