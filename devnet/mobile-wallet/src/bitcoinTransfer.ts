import { address, payments, Psbt } from 'bitcoinjs-lib'
import { regtestNetwork } from '../../src/bitcoin/keys/bitcoinNetwork'
import type { BitcoinAddressKey } from './bitcoinKeys'
import { DUST_SATS } from './bitcoinRequests'
import type { Utxo } from './bitcoinEsplora'

/** The confirmation target whose fee rate a transfer pays (about an hour on mainnet). */
export const FEE_TARGET_BLOCKS = '6'

export interface TransferPlan {
  inputs: Utxo[]
  fee: bigint
  change: bigint
}

/** Virtual size of a P2WPKH spend: inputs of 68 vB, outputs of 31 vB (43 for P2TR), the OP_RETURN's, and 11 vB of overhead. */
export function estimateVsize(inputs: number, outputs: readonly number[]): number {
  return Math.ceil(10.5 + inputs * 68 + outputs.reduce((sum, bytes) => sum + 9 + bytes, 0))
}

/** The fee rate to pay, sat/vB: the target's estimate, else the nearest slower one, else the slowest given. */
export function feeRateOf(estimates: Record<string, number>): number {
  const targets = Object.keys(estimates)
    .map(Number)
    .sort((a, b) => a - b)
  const target = targets.find((t) => t >= Number(FEE_TARGET_BLOCKS)) ?? targets.at(-1)
  if (target === undefined) throw new Error('the fee estimates are empty')
  return estimates[String(target)]!
}

/**
 * Coin selection for a payment of `amount` to scripts of `outputScriptLengths`: largest coins first
 * until they cover the amount and the fee at `feeRate`; change back when it is above dust, else
 * left to the fee. Throws when the coins cannot cover it.
 */
export function planTransfer(utxos: readonly Utxo[], amount: bigint, outputScriptLengths: readonly number[], feeRate: number): TransferPlan {
  const sorted = [...utxos].sort((a, b) => b.value - a.value)
  const inputs: Utxo[] = []
  let total = 0n
  for (const utxo of sorted) {
    inputs.push(utxo)
    total += BigInt(utxo.value)
    const withChange = BigInt(Math.ceil(estimateVsize(inputs.length, [...outputScriptLengths, 22]) * feeRate))
    if (total >= amount + withChange + DUST_SATS) return { inputs, fee: withChange, change: total - amount - withChange }
    const withoutChange = BigInt(Math.ceil(estimateVsize(inputs.length, outputScriptLengths) * feeRate))
    if (total >= amount + withoutChange) return { inputs, fee: total - amount, change: 0n }
  }
  const held = sorted.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  throw new Error(`the payment address holds ${held} sats, not enough for ${amount} sats and the fee`)
}

/**
 * A signed, finalized P2WPKH spend from the payment key: the recipient's output, the memo as an
 * OP_RETURN output when there is one, and the change back to the payment address.
 */
export function buildTransfer(
  key: BitcoinAddressKey,
  utxos: readonly Utxo[],
  recipient: string,
  amount: bigint,
  memo: string | undefined,
  feeRate: number,
): { hex: string; txid: string; fee: bigint } {
  const recipientScript = address.toOutputScript(recipient, regtestNetwork)
  const memoScript = memo ? payments.embed({ data: [Uint8Array.from(memo.match(/../g)!, (byte) => Number.parseInt(byte, 16))] }).output : undefined
  const plan = planTransfer(utxos, amount, [recipientScript.length, ...(memoScript ? [memoScript.length] : [])], feeRate)
  const psbt = new Psbt({ network: regtestNetwork })
  for (const utxo of plan.inputs) psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script: key.outputScript, value: BigInt(utxo.value) } })
  psbt.addOutput({ script: recipientScript, value: amount })
  if (memoScript) psbt.addOutput({ script: memoScript, value: 0n })
  if (plan.change > 0n) psbt.addOutput({ script: key.outputScript, value: plan.change })
  psbt.signAllInputs(key.signer)
  psbt.finalizeAllInputs()
  const tx = psbt.extractTransaction()
  return { hex: tx.toHex(), txid: tx.getId(), fee: plan.fee }
}
