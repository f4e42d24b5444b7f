import * as ecc from '@bitcoinerlab/secp256k1'
import { mnemonicToSeedSync } from '@scure/bip39'
import { BIP32Factory, type BIP32Interface } from 'bip32'
import { payments } from 'bitcoinjs-lib'
import { DEVNET_MNEMONIC } from '../../chain/accounts'
import { DEVNET_BITCOIN_ACCOUNT_COUNT } from '../constants'
import { regtestNetwork } from './bitcoinNetwork'

const bip32 = BIP32Factory(ecc)

/** A P2WPKH key of the devnet mnemonic: its path, address, output script and signer. */
export interface DevnetBitcoinKey {
  path: string
  address: string
  outputScript: Uint8Array
  signer: BIP32Interface
}

let root: BIP32Interface | undefined
/** The devnet mnemonic's BIP32 root on regtest (tprv), derived once (2048 rounds of PBKDF2). */
export const devnetBitcoinRoot = (): BIP32Interface => {
  root ??= bip32.fromSeed(mnemonicToSeedSync(DEVNET_MNEMONIC), regtestNetwork)
  return root
}

/** The P2WPKH (BIP84 layout) key at `path` of the devnet mnemonic. */
export function deriveDevnetBitcoinKey(path: string): DevnetBitcoinKey {
  const signer = devnetBitcoinRoot().derivePath(path)
  const payment = payments.p2wpkh({ pubkey: signer.publicKey, network: regtestNetwork })
  if (!payment.address || !payment.output) throw new Error(`no P2WPKH address for ${path}`)
  return { path, address: payment.address, outputScript: payment.output, signer }
}

/** BIP84 payment path of account 0 on test networks (coin type 1): m/84'/1'/0'/0/index. */
export const devnetPaymentPath = (index: number): string => `m/84'/1'/0'/0/${index}`

/**
 * The regtest faucet: the miner's coinbases go to it and it funds the payment addresses. A path of
 * its own (account 100) so that no wallet of the mnemonic counts the coinbases as its own.
 */
export const DEVNET_BITCOIN_FAUCET_PATH = "m/84'/1'/100'/0/0"

/** The devnet's BIP84 payment keys, m/84'/1'/0'/0/0..9. */
export function devnetBitcoinPaymentKeys(): DevnetBitcoinKey[] {
  return Array.from({ length: DEVNET_BITCOIN_ACCOUNT_COUNT }, (_, index) => deriveDevnetBitcoinKey(devnetPaymentPath(index)))
}
