import { address, Psbt } from 'bitcoinjs-lib'
import { regtestNetwork } from '../keys/bitcoinNetwork'
import { DUST_SATS } from './dustLimit'
import type { EsploraUtxo } from './esploraClient'

/** An output of a transfer: the script it pays and the amount (sats). */
export interface TransferOutput {
  script: Uint8Array
  value: bigint
}

/** The coins a transfer spends, its fee and the change it sends back (0 when it would be dust). */
export interface TransferPlan {
  inputs: EsploraUtxo[]
  fee: bigint
  change: bigint
}

/** The coins of `owner` cannot cover the amount and the fee: what they hold and what was asked. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly owner: string,
    readonly held: bigint,
    readonly amount: bigint,
  ) {
    super(`insufficient funds: ${owner} holds ${held} sats, the transfer needs ${amount} sats plus the fee`)
    this.name = 'InsufficientFundsError'
  }
}

/**
 * Virtual size (vB) of a P2WPKH spend, rounded up as the node counts it: 10.5 vB of version, counts,
 * locktime and segwit marker, 68 vB an input (its witness with a 72-byte signature at most), and an
 * output's 8-byte value, script length and script. An upper bound: the fee never falls short.
 */
export function estimateVsize(inputs: number, outputScriptLengths: readonly number[]): number {
  return Math.ceil(10.5 + inputs * 68 + outputScriptLengths.reduce((sum, bytes) => sum + 9 + bytes, 0))
}

/**
 * Coin selection for `outputs`: confirmed coins before pending ones, largest first, until they cover
 * the amounts and the fee at `feeRate` sat/vB; change back to `changeScript` when it is at least dust,
 * else left to the fee. The coins are `changeScript`'s (the payment address's); throws
 * InsufficientFundsError when they cannot cover it.
 */
export function planTransfer(utxos: readonly EsploraUtxo[], outputs: readonly TransferOutput[], changeScript: Uint8Array, feeRate: number): TransferPlan {
  const amount = outputs.reduce((sum, output) => sum + output.value, 0n)
  const scripts = outputs.map((output) => output.script.length)
  const coins = [...utxos].sort((a, b) => Number(b.status.confirmed) - Number(a.status.confirmed) || b.value - a.value)
  const inputs: EsploraUtxo[] = []
  let total = 0n
  for (const coin of coins) {
    inputs.push(coin)
    total += BigInt(coin.value)
    const withChange = BigInt(Math.ceil(estimateVsize(inputs.length, [...scripts, changeScript.length]) * feeRate))
    if (total >= amount + withChange + DUST_SATS) return { inputs, fee: withChange, change: total - amount - withChange }
    const withoutChange = BigInt(Math.ceil(estimateVsize(inputs.length, scripts) * feeRate))
    if (total >= amount + withoutChange) return { inputs, fee: total - amount, change: 0n }
  }
  throw new InsufficientFundsError(address.fromOutputScript(changeScript, regtestNetwork), total, amount)
}

/**
 * The unsigned PSBT of a plan: its coins (all locked by `script`, the payment key's P2WPKH script,
 * named as witnessUtxo), the outputs in order, and the change back to `script` when there is any.
 */
export function transferPsbt(plan: TransferPlan, outputs: readonly TransferOutput[], script: Uint8Array): Psbt {
  const psbt = new Psbt({ network: regtestNetwork })
  for (const utxo of plan.inputs) psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script, value: BigInt(utxo.value) } })
  for (const output of outputs) psbt.addOutput(output)
  if (plan.change > 0n) psbt.addOutput({ script, value: plan.change })
  return psbt
}
