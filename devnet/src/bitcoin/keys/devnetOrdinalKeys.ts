import * as ecc from '@bitcoinerlab/secp256k1'
import type { BIP32Interface } from 'bip32'
import { initEccLib, payments } from 'bitcoinjs-lib'
import { regtestNetwork } from './bitcoinNetwork'
import { devnetBitcoinRoot } from './devnetBitcoinKeys'

/** A P2TR key-path (BIP86) key of the devnet mnemonic: its path, address, output script, x-only internal key and (untweaked) signer. */
export interface DevnetOrdinalKey {
  path: string
  address: string
  outputScript: Uint8Array
  /** The 32-byte x-only internal key (what a PSBT input names as tapInternalKey). */
  internalKey: Uint8Array
  signer: BIP32Interface
}

/** BIP86 ordinal path of account 0 on test networks (coin type 1): m/86'/1'/0'/0/index. */
export const devnetOrdinalPath = (index: number): string => `m/86'/1'/0'/0/${index}`

/** The P2TR (BIP86 layout, key path only) key at `path` of the devnet mnemonic. */
export function deriveDevnetOrdinalKey(path: string): DevnetOrdinalKey {
  // p2tr needs the curve for the taproot tweak; bitcoinjs-lib keeps it once given.
  initEccLib(ecc)
  const signer = devnetBitcoinRoot().derivePath(path)
  const internalKey = signer.publicKey.slice(1, 33)
  const payment = payments.p2tr({ internalPubkey: internalKey, network: regtestNetwork })
  if (!payment.address || !payment.output) throw new Error(`no P2TR address for ${path}`)
  return { path, address: payment.address, outputScript: payment.output, internalKey, signer }
}
