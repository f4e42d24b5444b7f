import type { BIP32Interface } from 'bip32'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../keys/devnetBitcoinKeys'
import { deriveDevnetOrdinalKey, devnetOrdinalPath } from '../keys/devnetOrdinalKeys'

/** sats-connect's names of the two accounts. */
export type BitcoinPurpose = 'payment' | 'ordinals'

/** One Bitcoin account of a devnet wallet: what a page is shown of it, and the key that signs for it. */
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

const derived = new Map<number, readonly [BitcoinAccountKey, BitcoinAccountKey]>()

/**
 * The devnet mnemonic's Bitcoin account `index`, payment (P2WPKH, m/84'/1'/0'/0/index, the devnet's
 * funded keys) first, ordinal (P2TR key path, m/86'/1'/0'/0/index) second. Derived on first use and
 * kept (the BIP-39 seed costs 2048 rounds of PBKDF2: a page that never speaks Bitcoin never pays it).
 */
export function bitcoinAccountKeys(index: number): readonly [BitcoinAccountKey, BitcoinAccountKey] {
  const known = derived.get(index)
  if (known) return known
  const payment = deriveDevnetBitcoinKey(devnetPaymentPath(index))
  const ordinal = deriveDevnetOrdinalKey(devnetOrdinalPath(index))
  const pair = [
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
  derived.set(index, pair)
  return pair
}
