import { address } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN_ACCOUNT_COUNT } from '../constants'
import { regtestNetwork } from './bitcoinNetwork'
import { deriveDevnetBitcoinKey, devnetBitcoinPaymentKeys, devnetPaymentPath } from './devnetBitcoinKeys'

describe('devnet Bitcoin keys', () => {
  it("derives the BIP84 payment addresses m/84'/1'/0'/0/i as regtest bech32 (bcrt1q…)", () => {
    const keys = devnetBitcoinPaymentKeys()
    expect(keys).toHaveLength(DEVNET_BITCOIN_ACCOUNT_COUNT)
    expect(keys.map((key) => key.path)).toEqual(Array.from({ length: DEVNET_BITCOIN_ACCOUNT_COUNT }, (_, i) => `m/84'/1'/0'/0/${i}`))
    expect(new Set(keys.map((key) => key.address)).size).toBe(DEVNET_BITCOIN_ACCOUNT_COUNT)
    for (const key of keys) {
      expect(key.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
      expect(Buffer.from(address.toOutputScript(key.address, regtestNetwork))).toEqual(Buffer.from(key.outputScript))
    }
  })

  it('derives the same key for the same path (the addresses are stable across restarts)', () => {
    expect(deriveDevnetBitcoinKey(devnetPaymentPath(0)).address).toBe('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw')
  })
})
