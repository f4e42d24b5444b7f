import * as ecc from '@bitcoinerlab/secp256k1'
import { createBase58check } from '@scure/base'
import { Signer } from 'bip322-js'
import { initEccLib, networks, payments } from 'bitcoinjs-lib'
import { sha256 } from 'viem'

initEccLib(ecc)

/** Test-only: a regtest key with its addresses, and a BIP-322 signer for them (bip322-js's Signer). */
export type TestBitcoinKey = {
  /** P2WPKH, bcrt1q… (a payment account). */
  p2wpkh: string
  /** Key-path P2TR of the x-only key, BIP86 style, bcrt1p… (an ordinal account). */
  p2tr: string
  /** P2PKH, m… or n… (legacy: bip322-js signs it BIP-137). */
  p2pkh: string
  /** The base64 signature bip322-js's Signer makes for `address` (one of the three above) over `message`. */
  sign(address: string, message: string): string
}

const base58check = createBase58check((bytes: Uint8Array) => sha256(bytes, 'bytes'))

/**
 * Test-only: the regtest key of a fixed 32-byte secret (`fill` repeated): its addresses come from
 * bitcoinjs-lib, the signatures from bip322-js, which takes the key as WIF (0xef, the secret, 0x01
 * for a compressed public key, base58check).
 */
export function testBitcoinKey(fill: number): TestBitcoinKey {
  const secret = new Uint8Array(32).fill(fill)
  const publicKey = ecc.pointFromScalar(secret, true)
  if (!publicKey) throw new Error(`no public key for ${fill}`)
  const network = networks.regtest
  const wif = base58check.encode(Uint8Array.from([0xef, ...secret, 0x01]))
  const address = (payment: { address?: string }) => {
    if (!payment.address) throw new Error('no address')
    return payment.address
  }
  return {
    p2wpkh: address(payments.p2wpkh({ pubkey: publicKey, network })),
    p2tr: address(payments.p2tr({ internalPubkey: publicKey.slice(1), network })),
    p2pkh: address(payments.p2pkh({ pubkey: publicKey, network })),
    sign: (signer, message) => Signer.sign(wif, signer, message),
  }
}
