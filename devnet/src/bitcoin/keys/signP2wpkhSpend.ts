import * as ecc from '@bitcoinerlab/secp256k1'
import { Psbt } from 'bitcoinjs-lib'
import { regtestNetwork } from './bitcoinNetwork'
import type { DevnetBitcoinKey } from './devnetBitcoinKeys'

/** An output being spent: where it is, what it holds, and the key whose P2WPKH script locks it. */
export interface SpendInput {
  txid: string
  vout: number
  value: bigint
  key: DevnetBitcoinKey
}

export interface SpendOutput {
  address: string
  value: bigint
}

/**
 * A transaction spending P2WPKH outputs, built, signed and finalized with bitcoinjs-lib's PSBT:
 * its raw hex and txid. Whatever the inputs hold beyond the outputs is the fee.
 */
export function signP2wpkhSpend(inputs: readonly SpendInput[], outputs: readonly SpendOutput[]): { hex: string; txid: string } {
  const psbt = new Psbt({ network: regtestNetwork })
  for (const input of inputs) psbt.addInput({ hash: input.txid, index: input.vout, witnessUtxo: { script: input.key.outputScript, value: input.value } })
  for (const output of outputs) psbt.addOutput({ address: output.address, value: output.value })
  for (const [index, input] of inputs.entries()) psbt.signInput(index, input.key.signer)
  const verified = inputs.every((_, index) => psbt.validateSignaturesOfInput(index, (pubkey, hash, signature) => ecc.verify(hash, pubkey, signature)))
  if (!verified) throw new Error('a signature does not verify')
  psbt.finalizeAllInputs()
  const tx = psbt.extractTransaction()
  return { hex: tx.toHex(), txid: tx.getId() }
}
