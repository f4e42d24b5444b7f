import * as ecc from '@bitcoinerlab/secp256k1'
import { p2pkh } from 'bitcoinjs-lib/src/payments/p2pkh'
import { p2wpkh } from 'bitcoinjs-lib/src/payments/p2wpkh'
import type { Network as BitcoinjsNetwork } from 'bitcoinjs-lib/src/networks'
import { Psbt } from 'bitcoinjs-lib/src/psbt'
import { signature as scriptSignature } from 'bitcoinjs-lib/src/script'
import { Transaction } from 'bitcoinjs-lib/src/transaction'
import { PsbtMismatchError } from '../errors.js'

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])

/** The PSBT a wallet returned, decoded (base64); what is not a PSBT is a PsbtMismatchError. */
export function decodePsbt(base64: string, network: BitcoinjsNetwork): Psbt {
  try {
    return Psbt.fromBase64(base64, { network })
  } catch (error) {
    throw new PsbtMismatchError('the wallet returned something that is not a PSBT', { cause: error })
  }
}

/**
 * Checks that `signed` is the transaction Berth built (`unsigned`) and that every input is signed:
 * the same version and locktime, the same inputs (outpoints, sequences) and the same outputs
 * (scripts and amounts) in the same order; each input finalized, or with a signature to finalize.
 * A P2WPKH input's witness must be a SIGHASH_ALL signature that verifies, by the key its script
 * pays to, over this transaction and the coin's value. Then finalizes what is not yet and returns
 * the transaction to broadcast. What differs is a PsbtMismatchError naming it: nothing is broadcast.
 */
export function checkSignedPsbt(unsigned: Psbt, signed: Psbt): Transaction {
  const ours = unsigned.txInputs
  const theirs = signed.txInputs
  if (signed.version !== unsigned.version || signed.locktime !== unsigned.locktime) throw new PsbtMismatchError('its version or locktime differs')
  if (theirs.length !== ours.length) throw new PsbtMismatchError(`it has ${theirs.length} inputs, not ${ours.length}`)
  ours.forEach((input, index) => {
    const other = theirs[index]!
    if (!sameBytes(other.hash, input.hash) || other.index !== input.index || other.sequence !== input.sequence) {
      throw new PsbtMismatchError(`input ${index} spends another coin`)
    }
  })
  const outputs = unsigned.txOutputs
  const otherOutputs = signed.txOutputs
  if (otherOutputs.length !== outputs.length) throw new PsbtMismatchError(`it has ${otherOutputs.length} outputs, not ${outputs.length}`)
  outputs.forEach((output, index) => {
    const other = otherOutputs[index]!
    if (!sameBytes(other.script, output.script)) throw new PsbtMismatchError(`output ${index} pays another script`)
    if (other.value !== output.value) throw new PsbtMismatchError(`output ${index} pays ${other.value} sats, not ${output.value}`)
  })

  // The signed inputs are checked against our coins, never against what the wallet says they were.
  unsigned.data.inputs.forEach((input, index) => {
    const coin = input.witnessUtxo
    const theirInput = signed.data.inputs[index]!
    if (!coin) throw new PsbtMismatchError(`input ${index} has no coin to check`)
    if (theirInput.witnessUtxo && (!sameBytes(theirInput.witnessUtxo.script, coin.script) || theirInput.witnessUtxo.value !== coin.value)) {
      throw new PsbtMismatchError(`input ${index} names another coin`)
    }
    if (!theirInput.finalScriptWitness) {
      if (!theirInput.partialSig?.length) throw new PsbtMismatchError(`input ${index} is not signed`)
      try {
        signed.finalizeInput(index)
      } catch (error) {
        throw new PsbtMismatchError(`input ${index} cannot be finalized`, { cause: error })
      }
    }
  })

  let transaction: Transaction
  try {
    transaction = signed.extractTransaction(true)
  } catch (error) {
    throw new PsbtMismatchError('the signed transaction cannot be extracted', { cause: error })
  }
  unsigned.data.inputs.forEach((input, index) => {
    verifyP2wpkhInput(transaction, index, input.witnessUtxo!.script, input.witnessUtxo!.value)
  })
  return transaction
}

/** The input's witness is `[signature, publicKey]`, the key hashes to the coin's script, and the SIGHASH_ALL signature verifies. */
function verifyP2wpkhInput(transaction: Transaction, index: number, script: Uint8Array, value: bigint): void {
  const witness = transaction.ins[index]!.witness
  let pubkey: Uint8Array
  try {
    pubkey = p2wpkh({ output: script, witness }).pubkey!
  } catch (error) {
    throw new PsbtMismatchError(`input ${index}'s witness is not a signature by the coin's key`, { cause: error })
  }
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = scriptSignature.decode(witness[0]!)
  } catch (error) {
    throw new PsbtMismatchError(`input ${index}'s signature cannot be read`, { cause: error })
  }
  if (decoded.hashType !== Transaction.SIGHASH_ALL) throw new PsbtMismatchError(`input ${index} is not signed with SIGHASH_ALL`)
  const hash = transaction.hashForWitnessV0(index, p2pkh({ pubkey }).output!, value, decoded.hashType)
  if (!ecc.verify(hash, pubkey, decoded.signature)) throw new PsbtMismatchError(`input ${index}'s signature does not verify (${hexOf(pubkey).slice(0, 8)}…)`)
}
