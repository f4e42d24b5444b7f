import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, type Psbt, Transaction } from 'bitcoinjs-lib'
import type { BitcoinAccountKey } from './bitcoinAccountKeys'

/** What one account signs in a PSBT: the inputs the page listed for it, nothing else. */
export interface PsbtSigningRequest {
  key: BitcoinAccountKey
  indexes: readonly number[]
  /** The sighash types the signature may use; by default SIGHASH_ALL, or SIGHASH_DEFAULT/ALL for a P2TR key path. */
  sighashTypes?: readonly number[]
  /** A sighash type to set on an input that names none (wallet-standard's sigHash). */
  sighash?: number
}

/** A PSBT the account may not sign as asked: the message says which input and why. */
export class PsbtSigningError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PsbtSigningError'
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * Checks every listed input before anything is signed: it exists, it is listed once, and what it
 * spends (its witnessUtxo) is locked by the account's own script. An input of someone else is
 * refused, never signed.
 */
export function checkPsbtSigning(psbt: Psbt, requests: readonly PsbtSigningRequest[]): void {
  const seen = new Set<number>()
  for (const { key, indexes } of requests) {
    if (indexes.length === 0) throw new PsbtSigningError(`no input index listed for ${key.address}`)
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      if (!input) throw new PsbtSigningError(`input ${index} does not exist (the PSBT has ${psbt.inputCount})`)
      if (seen.has(index)) throw new PsbtSigningError(`input ${index} is listed twice`)
      seen.add(index)
      if (!input.witnessUtxo) throw new PsbtSigningError(`input ${index} has no witnessUtxo: the wallet signs segwit inputs only`)
      if (!sameBytes(input.witnessUtxo.script, key.outputScript)) {
        throw new PsbtSigningError(`input ${index} is not ${key.address}'s: the output it spends is locked by another script`)
      }
      if (input.finalScriptWitness || input.finalScriptSig) throw new PsbtSigningError(`input ${index} is already finalized`)
    }
  }
}

/**
 * Signs the listed inputs with bitcoinjs-lib (P2WPKH with the account key, P2TR key path with the
 * BIP86-tweaked key), checks each signature and finalizes the input. Call checkPsbtSigning first.
 */
export function signPsbtInputs(psbt: Psbt, requests: readonly PsbtSigningRequest[]): void {
  initEccLib(ecc)
  for (const { key, indexes, sighashTypes, sighash } of requests) {
    const taproot = key.addressType === 'p2tr'
    const signer = taproot ? key.signer.tweak(crypto.taggedHash('TapTweak', key.publicKey)) : key.signer
    const allowed = sighashTypes ? [...sighashTypes] : taproot ? [Transaction.SIGHASH_DEFAULT, Transaction.SIGHASH_ALL] : [Transaction.SIGHASH_ALL]
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      if (taproot && !input?.tapInternalKey) psbt.updateInput(index, { tapInternalKey: key.publicKey })
      if (sighash !== undefined && input?.sighashType === undefined) psbt.updateInput(index, { sighashType: sighash })
      try {
        psbt.signInput(index, signer, allowed)
      } catch (error) {
        throw new PsbtSigningError(`input ${index} could not be signed: ${error instanceof Error ? error.message : String(error)}`)
      }
      const valid = psbt.validateSignaturesOfInput(index, (pubkey, hash, signature) =>
        taproot ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature),
      )
      if (!valid) throw new PsbtSigningError(`the signature of input ${index} does not verify`)
      psbt.finalizeInput(index)
    }
  }
}
