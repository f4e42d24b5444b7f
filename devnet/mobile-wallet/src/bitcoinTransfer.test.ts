import { Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { DEVNET_FEE_ESTIMATES } from '../../src/bitcoin/esplora/feeEstimates'
import { bitcoinAccountAt } from './bitcoinKeys'
import type { EsploraUtxo } from '../../src/bitcoin/walletKit/esploraClient'
import { parseRequest } from './requests'
import { signBitcoinRequest } from './bitcoinSignRequest'
import { buildTransfer } from './bitcoinTransfer'

const coin = (value: number, n = 0): EsploraUtxo => ({ txid: `${n}`.padStart(64, 'a'), vout: n, value, status: { confirmed: true } })

describe('the mobile wallet’s transfers', () => {
  it('builds a signed P2WPKH spend: the recipient, the memo as OP_RETURN, the change back to the payment address', () => {
    const { payment, ordinal } = bitcoinAccountAt(6)
    const built = buildTransfer(payment, [coin(1_000_000)], ordinal.address, 100_000n, 'beef', 2)
    const tx = Transaction.fromHex(built.hex)
    expect(tx.getId()).toBe(built.txid)
    expect(tx.outs.map((out) => out.value)).toEqual([100_000n, 0n, 1_000_000n - 100_000n - built.fee])
    expect(Buffer.from(tx.outs[1]!.script).toString('hex')).toBe('6a02beef')
    expect(Buffer.from(tx.outs[2]!.script)).toEqual(Buffer.from(payment.outputScript))
    expect(tx.ins[0]!.witness).toHaveLength(2)
    expect(() => buildTransfer(payment, [coin(100_100)], ordinal.address, 100_000n, undefined, 2)).toThrow(
      'the payment address holds 100100 sats, not enough for 100000 sats and the fee',
    )
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
      'Esplora API at http://127.0.0.1:9 unreachable',
    )
  })
})
