import { Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { DEVNET_FEE_ESTIMATES } from '../../src/bitcoin/esplora/feeEstimates'
import { bitcoinAccountAt } from './bitcoinKeys'
import type { Utxo } from './bitcoinEsplora'
import { parseRequest } from './requests'
import { signBitcoinRequest } from './bitcoinSignRequest'
import { buildTransfer, estimateVsize, feeRateOf, planTransfer } from './bitcoinTransfer'

const coin = (value: number, n = 0): Utxo => ({ txid: `${n}`.padStart(64, 'a'), vout: n, value, status: { confirmed: true } })
const P2WPKH = 22

describe('the mobile wallet’s transfer rules', () => {
  it('pays the 6-block estimate, else the next slower target, else the slowest given', () => {
    expect(feeRateOf(DEVNET_FEE_ESTIMATES)).toBe(DEVNET_FEE_ESTIMATES['6'])
    expect(feeRateOf({ '1': 20, '144': 2 })).toBe(2)
    expect(feeRateOf({ '1': 20, '2': 10 })).toBe(10)
    expect(() => feeRateOf({})).toThrow('the fee estimates are empty')
  })

  it('spends the largest coins first and sends the change back when it is above dust', () => {
    const plan = planTransfer([coin(5_000, 1), coin(1_000_000, 2), coin(300_000, 3)], 100_000n, [P2WPKH], 2)
    expect(plan.inputs.map((input) => input.value)).toEqual([1_000_000])
    expect(plan.fee).toBe(BigInt(Math.ceil(estimateVsize(1, [P2WPKH, P2WPKH]) * 2)))
    expect(plan.change).toBe(1_000_000n - 100_000n - plan.fee)
  })

  it('leaves a remainder below dust to the fee, and adds coins when one is not enough', () => {
    const small = planTransfer([coin(100_500)], 100_000n, [P2WPKH], 2)
    expect(small).toMatchObject({ change: 0n, fee: 500n })
    const two = planTransfer([coin(60_000, 1), coin(50_000, 2)], 100_000n, [P2WPKH], 2)
    expect(two.inputs).toHaveLength(2)
  })

  it('refuses what the coins cannot cover, fee included', () => {
    expect(() => planTransfer([coin(100_100)], 100_000n, [P2WPKH], 2)).toThrow('the payment address holds 100100 sats, not enough for 100000 sats and the fee')
    expect(() => planTransfer([], 1_000n, [P2WPKH], 2)).toThrow('holds 0 sats')
  })

  it('builds a signed P2WPKH spend: the recipient, the memo as OP_RETURN, the change back to the payment address', () => {
    const { payment, ordinal } = bitcoinAccountAt(6)
    const built = buildTransfer(payment, [coin(1_000_000)], ordinal.address, 100_000n, 'beef', 2)
    const tx = Transaction.fromHex(built.hex)
    expect(tx.getId()).toBe(built.txid)
    expect(tx.outs.map((out) => out.value)).toEqual([100_000n, 0n, 1_000_000n - 100_000n - built.fee])
    expect(Buffer.from(tx.outs[1]!.script).toString('hex')).toBe('6a02beef')
    expect(Buffer.from(tx.outs[2]!.script)).toEqual(Buffer.from(payment.outputScript))
    expect(tx.ins[0]!.witness).toHaveLength(2)
  })

  it('sendTransfer says what is wrong when the Esplora API answers the wrong shape', async () => {
    const { payment } = bitcoinAccountAt(6)
    const request = parseRequest('sendTransfer', { account: payment.address, recipientAddress: payment.address, amount: '1000' })
    // A misbehaving Esplora API cannot run here: this fetch stands in for one that answers objects for coins.
    const wrongShapeEsplora: typeof fetch = async (input) =>
      new Response(String(input).endsWith('/utxo') ? JSON.stringify({ utxos: [] }) : JSON.stringify(DEVNET_FEE_ESTIMATES))
    await expect(signBitcoinRequest(request as Extract<typeof request, { method: 'sendTransfer' }>, 6, { fetch: wrongShapeEsplora })).rejects.toThrow(
      `GET /address/${payment.address}/utxo answered an unexpected shape`,
    )
    await expect(signBitcoinRequest(request as Extract<typeof request, { method: 'sendTransfer' }>, 6, { esploraUrl: 'http://127.0.0.1:9' })).rejects.toThrow(
      "the Bitcoin node's API at http://127.0.0.1:9 cannot be reached",
    )
  })
})
