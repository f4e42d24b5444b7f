import { describe, expect, it } from 'vitest'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../../bitcoin/keys/devnetBitcoinKeys'
import { bitcoinKeyring } from './bitcoinKeyring'
import { buildTransfer, transferOutputs } from './buildTransfer'
import type { EsploraUtxo } from './esploraClient'

const [payment] = bitcoinKeyring(1).accounts(0)
const recipient = deriveDevnetBitcoinKey(devnetPaymentPath(1)).address
const utxo = (value: number, seed: number, confirmed = true): EsploraUtxo => ({
  txid: String(seed).repeat(64).slice(0, 64),
  vout: 0,
  value,
  status: { confirmed },
})
const outputs = (amount: number) => transferOutputs([{ address: recipient, amount }], 'sendTransfer')

describe('buildTransfer', () => {
  it('spends the largest confirmed coin first, pays the recipient, and sends the change back to the payment address', () => {
    const transfer = buildTransfer(payment, [utxo(20_000, 1), utxo(500_000, 2), utxo(900_000, 3, false)], outputs(100_000), 2, 'sendTransfer')
    expect(transfer.inputs).toBe(1)
    expect(transfer.psbt.txInputs[0]?.index).toBe(0)
    expect(transfer.psbt.data.inputs[0]?.witnessUtxo?.value).toBe(500_000n)
    expect(transfer.psbt.txOutputs.map((output) => [output.address, output.value])).toEqual([
      [recipient, 100_000n],
      [payment.address, BigInt(transfer.change)],
    ])
    // 10.5 + 68 + 31 + 31 = 140.5 vB at 2 sat/vB.
    expect(transfer.fee).toBe(281)
    expect(transfer.change).toBe(500_000 - 100_000 - 281)
  })

  it('adds coins until the amount and the fee are covered', () => {
    const transfer = buildTransfer(payment, [utxo(60_000, 1), utxo(50_000, 2)], outputs(100_000), 1, 'sendTransfer')
    expect(transfer.inputs).toBe(2)
    expect(transfer.fee + transfer.change + 100_000).toBe(110_000)
  })

  it('gives change below dust to the fee instead of making a dust output', () => {
    const transfer = buildTransfer(payment, [utxo(100_300, 1)], outputs(100_000), 1, 'sendTransfer')
    expect(transfer.change).toBe(0)
    expect(transfer.fee).toBe(300)
    expect(transfer.psbt.txOutputs).toHaveLength(1)
  })

  it('refuses more than the coins hold, the fee included', () => {
    expect(() => buildTransfer(payment, [utxo(100_050, 1)], outputs(100_000), 1, 'sendTransfer')).toThrow(
      `Invalid params: sendTransfer: insufficient funds: ${payment.address} holds 100050 sats, the transfer needs 100000 sats plus the fee`,
    )
    expect(() => buildTransfer(payment, [], outputs(1000), 1, 'sendTransfer')).toThrow(/insufficient funds/)
  })

  it('refuses an address of another network, a malformed one, and dust', () => {
    expect(() => transferOutputs([{ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', amount: 1000 }], 'sendTransfer')).toThrow(/is not a regtest address/)
    expect(() => transferOutputs([{ address: 'bcrt1q', amount: 1000 }], 'sendTransfer')).toThrow(/recipients\.0\.address/)
    expect(() =>
      transferOutputs(
        [
          { address: recipient, amount: 1000 },
          { address: recipient, amount: 300 },
        ],
        'sendTransfer',
      ),
    ).toThrow(/recipients\.1\.amount: 300 sats is below the dust limit/)
  })
})
