import * as ecc from '@bitcoinerlab/secp256k1'
import { regtest } from 'bitcoinjs-lib/src/networks'
import { p2wpkh } from 'bitcoinjs-lib/src/payments/p2wpkh'
import { Psbt } from 'bitcoinjs-lib/src/psbt'
import { Transaction } from 'bitcoinjs-lib/src/transaction'
import { describe, expect, it } from 'vitest'
import { PsbtMismatchError } from '../errors.js'
import { buildPsbt } from './buildPsbt.js'
import { checkSignedPsbt, decodePsbt } from './checkSignedPsbt.js'
import type { CoinSelection } from './selectCoins.js'

// A test key (not a devnet one): the PSBT is signed here as a wallet would sign it.
const keyOf = (byte: number) => {
  const privateKey = new Uint8Array(32).fill(byte)
  const publicKey = ecc.pointFromScalar(privateKey, true)!
  return { publicKey, sign: (hash: Uint8Array) => ecc.sign(hash, privateKey), script: p2wpkh({ pubkey: publicKey, network: regtest }).output! }
}
const payer = keyOf(1)
const stranger = keyOf(2)
const receiverScript = keyOf(3).script

const selection: CoinSelection = {
  inputs: [
    { txid: 'a'.repeat(64), vout: 0, value: 60_000n, confirmed: true },
    { txid: 'b'.repeat(64), vout: 1, value: 50_000n, confirmed: true },
  ],
  fee: 418n,
  change: 9_582n,
  vsize: 209,
}
const unsigned = () => buildPsbt({ selection, paymentScript: payer.script, receiverScript, amount: 100_000n, network: regtest })
const copy = (psbt: Psbt) => Psbt.fromBase64(psbt.toBase64(), { network: regtest })

/** What a wallet returns: the PSBT signed by `signer` (finalized unless told not to). */
function signedBy(psbt: Psbt, signer = payer, { finalize = true, sighash = Transaction.SIGHASH_ALL } = {}): Psbt {
  const signed = copy(psbt)
  signed.data.inputs.forEach((_, index) => {
    if (sighash !== Transaction.SIGHASH_ALL) signed.updateInput(index, { sighashType: sighash })
    signed.signInput(index, signer, [sighash])
  })
  if (finalize) signed.finalizeAllInputs()
  return signed
}

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof PsbtMismatchError) return [error.shortMessage, error.details]
    throw error
  }
  throw new Error('accepted')
}

describe('buildPsbt', () => {
  it('spends the selected coins with their witnessUtxo and pays the receiver, then the change', () => {
    const psbt = unsigned()
    expect(psbt.version).toBe(2)
    expect(psbt.data.inputs.map((input) => input.witnessUtxo?.value)).toEqual([60_000n, 50_000n])
    expect(psbt.txOutputs.map((output) => output.value)).toEqual([100_000n, 9_582n])
    expect(psbt.txOutputs[1]!.script).toEqual(payer.script)
    const noChange = buildPsbt({ selection: { ...selection, change: 0n }, paymentScript: payer.script, receiverScript, amount: 100_000n, network: regtest })
    expect(noChange.txOutputs).toHaveLength(1)
  })
})

describe('checkSignedPsbt', () => {
  it('accepts the PSBT it built, signed and finalized by the payer, and gives the transaction to broadcast', () => {
    const psbt = unsigned()
    const transaction = checkSignedPsbt(psbt, signedBy(psbt))
    expect(transaction.ins).toHaveLength(2)
    expect(transaction.outs.map((output) => output.value)).toEqual([100_000n, 9_582n])
  })

  it('finalizes inputs the wallet signed but left unfinalized', () => {
    const psbt = unsigned()
    expect(checkSignedPsbt(psbt, signedBy(psbt, payer, { finalize: false })).getId()).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a PSBT with an output paying another amount', () => {
    const psbt = unsigned()
    const altered = copy(psbt)
    ;(altered.data.globalMap.unsignedTx as unknown as { tx: Transaction }).tx.outs[0]!.value = 99_000n
    expect(refusal(() => checkSignedPsbt(psbt, signedBy(altered)))).toEqual([
      'The wallet returned a different transaction',
      'output 0 pays 99000 sats, not 100000',
    ])
  })

  it('refuses a PSBT whose output pays another script, or with an output more', () => {
    const psbt = unsigned()
    const redirected = copy(psbt)
    ;(redirected.data.globalMap.unsignedTx as unknown as { tx: Transaction }).tx.outs[0]!.script = stranger.script
    expect(refusal(() => checkSignedPsbt(psbt, signedBy(redirected)))[1]).toBe('output 0 pays another script')
    const extra = copy(psbt)
    extra.addOutput({ script: stranger.script, value: 1_000n })
    expect(refusal(() => checkSignedPsbt(psbt, signedBy(extra)))[1]).toBe('it has 3 outputs, not 2')
  })

  it('refuses a PSBT that spends another coin', () => {
    const psbt = unsigned()
    const other = buildPsbt({
      selection: { ...selection, inputs: [selection.inputs[0]!, { ...selection.inputs[1]!, vout: 7 }] },
      paymentScript: payer.script,
      receiverScript,
      amount: 100_000n,
      network: regtest,
    })
    expect(refusal(() => checkSignedPsbt(psbt, signedBy(other)))[1]).toBe('input 1 spends another coin')
  })

  it('refuses an unsigned PSBT, and one signed by another key', () => {
    const psbt = unsigned()
    expect(refusal(() => checkSignedPsbt(psbt, copy(psbt)))[1]).toBe('input 0 is not signed')
    const forged = copy(psbt)
    // A stranger signs inputs that say they are the payer's coins: the key does not match the script.
    expect(() => forged.signInput(0, stranger)).toThrow()
    forged.data.inputs.forEach((input, index) => {
      forged.data.inputs[index] = { ...input, finalScriptWitness: Uint8Array.from([0x02, 0x01, 0x01, 0x21, ...stranger.publicKey]) }
    })
    expect(refusal(() => checkSignedPsbt(psbt, forged))[1]).toBe("input 0's witness is not a signature by the coin's key")
  })

  it('refuses a signature that does not verify, and one that does not commit to all outputs', () => {
    const psbt = unsigned()
    const tampered = signedBy(psbt)
    const witness = tampered.data.inputs[0]!.finalScriptWitness!
    // Flip one bit inside the first input's DER signature.
    const flipped = Uint8Array.from(witness)
    flipped[10] = flipped[10]! ^ 1
    tampered.data.inputs[0]!.finalScriptWitness = flipped
    expect(refusal(() => checkSignedPsbt(psbt, tampered))[1]).toMatch(/^input 0's signature (does not verify|cannot be read)/)
    expect(refusal(() => checkSignedPsbt(psbt, signedBy(psbt, payer, { sighash: Transaction.SIGHASH_NONE })))[1]).toBe('input 0 is not signed with SIGHASH_ALL')
  })

  it('refuses what is not a PSBT', () => {
    expect(refusal(() => decodePsbt('bm90IGEgcHNidA==', regtest))).toEqual([
      'The wallet returned a different transaction',
      'the wallet returned something that is not a PSBT',
    ])
  })
})
