import { Psbt, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { regtestNetwork } from '../keys/bitcoinNetwork'
import { bitcoinAccountKeys } from './bitcoinAccountKeys'
import { checkPsbtSigning, PsbtSigningError, signPsbtInputs } from './psbtSigning'

const [payment, ordinal] = bitcoinAccountKeys(8)
const [other] = bitcoinAccountKeys(9)

/** One made-up coin of the ordinal account (its sighash type preset when given), spent to `other`. */
function ordinalSpend(sighashType?: number): Psbt {
  const psbt = new Psbt({ network: regtestNetwork })
  psbt.addInput({
    hash: 'cd'.repeat(32),
    index: 0,
    witnessUtxo: { script: ordinal.outputScript, value: 30_000n },
    ...(sighashType === undefined ? {} : { sighashType }),
  })
  psbt.addOutput({ address: other.address, value: 29_000n })
  return psbt
}

describe('PSBT signing', () => {
  it('signs a P2TR key-path input with SIGHASH_DEFAULT, or with the SIGHASH_ALL the PSBT asks for, and finalizes it', () => {
    for (const preset of [undefined, Transaction.SIGHASH_ALL]) {
      const psbt = ordinalSpend(preset)
      signPsbtInputs(psbt, [{ key: ordinal, indexes: [0] }])
      expect(psbt.data.inputs[0]?.finalScriptWitness).toBeDefined()
      expect(psbt.extractTransaction().ins[0]?.witness[0]).toHaveLength(preset === undefined ? 64 : 65)
    }
  })

  it('refuses a sighash type nobody allowed, and an input another script locks', () => {
    expect(() => signPsbtInputs(ordinalSpend(Transaction.SIGHASH_NONE), [{ key: ordinal, indexes: [0] }])).toThrow('input 0 could not be signed')
    expect(() => checkPsbtSigning(ordinalSpend(), [{ key: payment, indexes: [0] }])).toThrow(PsbtSigningError)
  })
})
