import type { BIP32Interface } from 'bip32'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../../bitcoin/keys/devnetBitcoinKeys'
import { deriveDevnetOrdinalKey, devnetOrdinalPath } from '../../bitcoin/keys/devnetOrdinalKeys'

export type BitcoinPurpose = 'payment' | 'ordinals'

/** One Bitcoin account of the wallet: what a page is shown of it, and the key that signs for it. */
export interface BitcoinAccountKey {
  purpose: BitcoinPurpose
  addressType: 'p2wpkh' | 'p2tr'
  path: string
  address: string
  /** payment: the 33-byte compressed key; ordinals: the 32-byte x-only internal key. */
  publicKey: Uint8Array
  outputScript: Uint8Array
  /** The BIP32 key of the path (untweaked for P2TR). */
  signer: BIP32Interface
}

export interface BitcoinKeyring {
  /** Account `index`'s keys, payment (m/84'/1'/0'/0/index) first, ordinal (m/86'/1'/0'/0/index) second. */
  accounts(index: number): readonly [BitcoinAccountKey, BitcoinAccountKey]
}

/**
 * The devnet mnemonic's Bitcoin keys as the wallet holds them, derived on first use (the BIP-39 seed
 * costs 2048 rounds of PBKDF2: a page that never speaks Bitcoin never pays it).
 */
export function bitcoinKeyring(count: number): BitcoinKeyring {
  const cache = new Map<number, readonly [BitcoinAccountKey, BitcoinAccountKey]>()
  return {
    accounts(index) {
      if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`Bitcoin accounts must be 0..${count - 1}, got ${index}`)
      let pair = cache.get(index)
      if (!pair) {
        const payment = deriveDevnetBitcoinKey(devnetPaymentPath(index))
        const ordinal = deriveDevnetOrdinalKey(devnetOrdinalPath(index))
        pair = [
          {
            purpose: 'payment',
            addressType: 'p2wpkh',
            path: payment.path,
            address: payment.address,
            publicKey: payment.signer.publicKey,
            outputScript: payment.outputScript,
            signer: payment.signer,
          },
          {
            purpose: 'ordinals',
            addressType: 'p2tr',
            path: ordinal.path,
            address: ordinal.address,
            publicKey: ordinal.internalKey,
            outputScript: ordinal.outputScript,
            signer: ordinal.signer,
          },
        ] as const
        cache.set(index, pair)
      }
      return pair
    },
  }
}
