import * as ecc from '@bitcoinerlab/secp256k1'
import type { BIP32Interface } from 'bip32'
import type { Signer } from 'bitcoinjs-lib'
import { crypto, initEccLib, payments } from 'bitcoinjs-lib'
import { DEVNET_BITCOIN_ACCOUNT_COUNT } from '../../src/bitcoin/constants'
import { regtestNetwork } from '../../src/bitcoin/keys/bitcoinNetwork'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../../src/bitcoin/keys/devnetBitcoinKeys'

// P2TR outputs (the ordinal address) need bitcoinjs-lib's elliptic-curve library.
initEccLib(ecc)

/** BIP86 ordinal path of account 0 on test networks (coin type 1): m/86'/1'/0'/0/index. */
export const devnetOrdinalPath = (index: number): string => `m/86'/1'/0'/0/${index}`

/** One of the wallet's two Bitcoin addresses at an index, as getAccountAddresses lists it, with its keys. */
export interface BitcoinAddressKey {
  address: string
  /** Hex, no 0x: the 33-byte compressed key (payment), the 32-byte x-only key (ordinal). */
  publicKey: string
  path: string
  intention: 'payment' | 'ordinal'
  outputScript: Uint8Array
  /** The key that signs for the address: the BIP32 node (payment), the BIP341-tweaked node (ordinal key path). */
  signer: BIP32Interface | SignerWithKey
  /** The untweaked x-only key a P2TR input names as tapInternalKey (ordinal only). */
  internalKey?: Uint8Array
  /** The untweaked node (ordinal only): BIP-322 signers tweak it themselves. */
  untweaked?: BIP32Interface
}

/** A key that signs (the tweaked P2TR key) with its private key. */
export type SignerWithKey = Signer & { privateKey?: Uint8Array; signSchnorr(hash: Uint8Array): Uint8Array }

/** The payment (P2WPKH, BIP84) and ordinal (P2TR, BIP86) addresses of an index, payment first. */
export interface BitcoinAccount {
  index: number
  payment: BitcoinAddressKey
  ordinal: BitcoinAddressKey
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const derived = new Map<number, BitcoinAccount>()

/**
 * The devnet mnemonic's Bitcoin account `index`: m/84'/1'/0'/0/index (the devnet's funded payment
 * keys, devnet/src/bitcoin/keys) and m/86'/1'/0'/0/index, derived once and kept.
 */
export function bitcoinAccountAt(index: number): BitcoinAccount {
  const known = derived.get(index)
  if (known) return known
  if (!Number.isInteger(index) || index < 0 || index >= DEVNET_BITCOIN_ACCOUNT_COUNT) throw new RangeError(`No Bitcoin account ${index}`)
  const payment = deriveDevnetBitcoinKey(devnetPaymentPath(index))
  // The same mnemonic's node at the BIP86 path; deriveDevnetBitcoinKey's P2WPKH address for it is unused.
  const node = deriveDevnetBitcoinKey(devnetOrdinalPath(index)).signer
  const internalKey = node.publicKey.slice(1, 33)
  const taproot = payments.p2tr({ internalPubkey: internalKey, network: regtestNetwork })
  if (!taproot.address || !taproot.output || !taproot.pubkey) throw new Error(`no P2TR address for ${devnetOrdinalPath(index)}`)
  const account: BitcoinAccount = {
    index,
    payment: {
      address: payment.address,
      publicKey: hex(payment.signer.publicKey),
      path: payment.path,
      intention: 'payment',
      outputScript: payment.outputScript,
      signer: payment.signer,
    },
    ordinal: {
      address: taproot.address,
      publicKey: hex(taproot.pubkey),
      path: devnetOrdinalPath(index),
      intention: 'ordinal',
      outputScript: taproot.output,
      signer: node.tweak(crypto.taggedHash('TapTweak', internalKey)),
      internalKey,
      untweaked: node,
    },
  }
  derived.set(index, account)
  return account
}

/** The index whose payment address this is, among the devnet's ten. */
export function bitcoinIndexOf(paymentAddress: string): number | undefined {
  for (let index = 0; index < DEVNET_BITCOIN_ACCOUNT_COUNT; index++) if (bitcoinAccountAt(index).payment.address === paymentAddress) return index
  return undefined
}

/** The account's address key for `address` (payment or ordinal), if it is one of them. */
export function addressKeyOf(account: BitcoinAccount, address: string): BitcoinAddressKey | undefined {
  return [account.payment, account.ordinal].find((key) => key.address === address)
}
