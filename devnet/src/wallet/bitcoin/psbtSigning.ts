import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, Psbt, Transaction } from 'bitcoinjs-lib'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { invalidParams } from '../providerErrors'
import type { BitcoinAccountKey } from './bitcoinKeyring'

/** The sighash names wallet-standard's bitcoin:signTransaction takes. */
export const SIGHASH_TYPES = {
  ALL: Transaction.SIGHASH_ALL,
  NONE: Transaction.SIGHASH_NONE,
  SINGLE: Transaction.SIGHASH_SINGLE,
  'ALL|ANYONECANPAY': Transaction.SIGHASH_ALL | Transaction.SIGHASH_ANYONECANPAY,
  'NONE|ANYONECANPAY': Transaction.SIGHASH_NONE | Transaction.SIGHASH_ANYONECANPAY,
  'SINGLE|ANYONECANPAY': Transaction.SIGHASH_SINGLE | Transaction.SIGHASH_ANYONECANPAY,
} as const
export type SighashName = keyof typeof SIGHASH_TYPES

/** What one account signs in a PSBT: the inputs the page listed for it, nothing else. */
export interface PsbtSigningRequest {
  key: BitcoinAccountKey
  indexes: readonly number[]
  sighash?: SighashName
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/** Parses PSBT bytes (BIP-174) on regtest; a malformed one is the page's error. */
export function decodePsbt(bytes: Uint8Array, method: string): Psbt {
  try {
    return Psbt.fromBuffer(bytes, { network: regtestNetwork })
  } catch (error) {
    throw invalidParams(`${method}: not a PSBT (${error instanceof Error ? error.message : String(error)})`)
  }
}

/**
 * Checks every listed input before anything is signed: it exists, it is listed once, and what it
 * spends (its witnessUtxo) is locked by the account's own script. An input of someone else is
 * refused, never signed.
 */
export function checkPsbtSigning(psbt: Psbt, requests: readonly PsbtSigningRequest[], method: string): void {
  const seen = new Set<number>()
  for (const { key, indexes } of requests) {
    if (indexes.length === 0) throw invalidParams(`${method}: no input index listed for ${key.address}`)
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      if (!input) throw invalidParams(`${method}: input ${index} does not exist (the PSBT has ${psbt.inputCount})`)
      if (seen.has(index)) throw invalidParams(`${method}: input ${index} is listed twice`)
      seen.add(index)
      if (!input.witnessUtxo) throw invalidParams(`${method}: input ${index} has no witnessUtxo: the wallet signs segwit inputs only`)
      if (!sameBytes(input.witnessUtxo.script, key.outputScript)) {
        throw invalidParams(`${method}: input ${index} is not ${key.address}'s: the output it spends is locked by another script`)
      }
      if (input.finalScriptWitness || input.finalScriptSig) throw invalidParams(`${method}: input ${index} is already finalized`)
    }
  }
}

/**
 * Signs the listed inputs with bitcoinjs-lib (P2WPKH with the account key, P2TR key path with the
 * BIP86-tweaked key) and finalizes them. Call checkPsbtSigning first.
 */
export function signPsbtInputs(psbt: Psbt, requests: readonly PsbtSigningRequest[]): void {
  initEccLib(ecc)
  for (const { key, indexes, sighash } of requests) {
    const sighashType = sighash === undefined ? undefined : SIGHASH_TYPES[sighash]
    const signer = key.addressType === 'p2tr' ? key.signer.tweak(crypto.taggedHash('TapTweak', key.publicKey)) : key.signer
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      if (key.addressType === 'p2tr' && !input?.tapInternalKey) psbt.updateInput(index, { tapInternalKey: key.publicKey })
      if (sighashType !== undefined && input?.sighashType === undefined) psbt.updateInput(index, { sighashType })
      psbt.signInput(index, signer, sighashType === undefined ? undefined : [sighashType])
      psbt.finalizeInput(index)
    }
  }
}
