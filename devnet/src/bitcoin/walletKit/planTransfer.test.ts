import { address } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { regtestNetwork } from '../keys/bitcoinNetwork'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../keys/devnetBitcoinKeys'
import { bitcoinAccountKeys } from './bitcoinAccountKeys'
import type { EsploraUtxo } from './esploraClient'
import { estimateVsize, InsufficientFundsError, planTransfer, transferPsbt } from './planTransfer'

const [payment] = bitcoinAccountKeys(0)
const recipient = deriveDevnetBitcoinKey(devnetPaymentPath(1)).address
const utxo = (value: number, seed: number, confirmed = true): EsploraUtxo => ({
  txid: String(seed).repeat(64).slice(0, 64),
  vout: 0,
  value,
  status: { confirmed },
})
const outputs = (amount: number) => [{ script: address.toOutputScript(recipient, regtestNetwork), value: BigInt(amount) }]
const plan = (utxos: EsploraUtxo[], amount: number, feeRate: number) => planTransfer(utxos, outputs(amount), payment.outputScript, feeRate)

describe('planTransfer', () => {
  it('spends the largest confirmed coin first (pending ones last), and its PSBT pays the recipient and sends the change back', () => {
    const transfer = plan([utxo(20_000, 1), utxo(500_000, 2), utxo(900_000, 3, false)], 100_000, 2)
    expect(transfer.inputs.map((input) => input.value)).toEqual([500_000])
    // 10.5 + 68 + 31 + 31 = 140.5 vB, counted as the node does (141 vB), at 2 sat/vB.
    expect(estimateVsize(1, [22, 22])).toBe(141)
    expect(transfer.fee).toBe(282n)
    expect(transfer.change).toBe(500_000n - 100_000n - 282n)
    const psbt = transferPsbt(transfer, outputs(100_000), payment.outputScript)
    expect(psbt.txInputs[0]?.index).toBe(0)
    expect(psbt.data.inputs[0]?.witnessUtxo?.value).toBe(500_000n)
    expect(psbt.txOutputs.map((output) => [output.address, output.value])).toEqual([
      [recipient, 100_000n],
      [payment.address, transfer.change],
    ])
  })

  it('adds coins until the amount and the fee are covered', () => {
    const transfer = plan([utxo(60_000, 1), utxo(50_000, 2)], 100_000, 1)
    expect(transfer.inputs).toHaveLength(2)
    expect(transfer.fee + transfer.change + 100_000n).toBe(110_000n)
  })

  it('gives change below dust to the fee instead of making a dust output', () => {
    const transfer = plan([utxo(100_300, 1)], 100_000, 1)
    expect(transfer).toMatchObject({ change: 0n, fee: 300n })
    expect(transferPsbt(transfer, outputs(100_000), payment.outputScript).txOutputs).toHaveLength(1)
  })

  it('refuses more than the coins hold, the fee included, saying what they hold', () => {
    expect(() => plan([utxo(100_050, 1)], 100_000, 1)).toThrow(InsufficientFundsError)
    expect(() => plan([utxo(100_050, 1)], 100_000, 1)).toThrow(
      `insufficient funds: ${payment.address} holds 100050 sats, the transfer needs 100000 sats plus the fee`,
    )
    expect(() => plan([], 1000, 1)).toThrow(/holds 0 sats/)
  })
})
