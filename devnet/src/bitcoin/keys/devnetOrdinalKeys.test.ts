import { address, initEccLib, payments } from 'bitcoinjs-lib'
import * as ecc from '@bitcoinerlab/secp256k1'
import { describe, expect, it } from 'vitest'
import { regtestNetwork } from './bitcoinNetwork'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from './devnetBitcoinKeys'
import { deriveDevnetOrdinalKey, devnetOrdinalPath } from './devnetOrdinalKeys'

describe('devnet ordinal keys', () => {
  it("derives BIP86 P2TR addresses m/86'/1'/0'/0/i as regtest bech32m (bcrt1p…) from the x-only internal key", () => {
    initEccLib(ecc)
    const key = deriveDevnetOrdinalKey(devnetOrdinalPath(3))
    expect(key.path).toBe("m/86'/1'/0'/0/3")
    expect(key.address).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/)
    expect(key.internalKey).toHaveLength(32)
    expect(key.internalKey).toEqual(key.signer.publicKey.slice(1))
    expect(payments.p2tr({ internalPubkey: key.internalKey, network: regtestNetwork }).address).toBe(key.address)
    expect(address.toOutputScript(key.address, regtestNetwork)).toEqual(key.outputScript)
    expect(key.address).not.toBe(deriveDevnetOrdinalKey(devnetOrdinalPath(4)).address)
  })

  it('is stable, and shares the mnemonic root with the payment keys but not their keys', () => {
    expect(deriveDevnetOrdinalKey(devnetOrdinalPath(0)).address).toBe('bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv')
    expect(deriveDevnetOrdinalKey(devnetOrdinalPath(0)).signer.publicKey).not.toEqual(deriveDevnetBitcoinKey(devnetPaymentPath(0)).signer.publicKey)
  })
})
