import { address, Psbt } from 'bitcoinjs-lib'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { invalidParams } from '../providerErrors'
import { DUST_SATS } from './bitcoinChains'
import type { BitcoinAccountKey } from './bitcoinKeyring'
import type { EsploraUtxo } from './esploraClient'

export interface TransferRecipient {
  address: string
  amount: number
}

export interface Transfer {
  /** Unsigned: every input spends the payment key's P2WPKH coins. */
  psbt: Psbt
  inputs: number
  fee: number
  change: number
}

// Virtual sizes (vB) of what a P2WPKH spend is made of: version, counts, locktime and the segwit
// marker (10.5), a P2WPKH input with its witness (68, a 72-byte signature at most), an output
// (8-byte value, its script's length, the script). An upper bound: the fee never falls short.
const OVERHEAD_VB = 10.5
const P2WPKH_INPUT_VB = 68
const outputVbytes = (script: Uint8Array) => 9 + script.length

/** A recipient checked and turned into an output: a regtest address, at least dust. */
export interface TransferOutput {
  script: Uint8Array
  value: bigint
}

/** Checks every recipient (a regtest address, no dust) before anything is read or asked. */
export function transferOutputs(recipients: readonly TransferRecipient[], method: string): TransferOutput[] {
  return recipients.map((recipient, index) => {
    let script: Uint8Array
    try {
      script = address.toOutputScript(recipient.address, regtestNetwork)
    } catch {
      throw invalidParams(`${method}: recipients.${index}.address: ${recipient.address} is not a regtest address`)
    }
    if (recipient.amount < DUST_SATS) {
      throw invalidParams(`${method}: recipients.${index}.amount: ${recipient.amount} sats is below the dust limit (${DUST_SATS})`)
    }
    return { script, value: BigInt(recipient.amount) }
  })
}

/**
 * Builds a spend of the payment key's coins to `outputs`: largest coins first (confirmed before
 * pending) until they cover the amounts and the fee at `feeRate` sat/vB, change back to the payment
 * address unless it would be dust (then it goes to the fee).
 */
export function buildTransfer(
  key: BitcoinAccountKey,
  utxos: readonly EsploraUtxo[],
  outputs: readonly TransferOutput[],
  feeRate: number,
  method: string,
): Transfer {
  const amount = outputs.reduce((sum, output) => sum + Number(output.value), 0)
  const baseVbytes = OVERHEAD_VB + outputs.reduce((sum, output) => sum + outputVbytes(output.script), 0)
  const changeVbytes = outputVbytes(key.outputScript)
  const coins = [...utxos].sort((a, b) => Number(b.status.confirmed) - Number(a.status.confirmed) || b.value - a.value)

  const selected: EsploraUtxo[] = []
  let total = 0
  for (const coin of coins) {
    selected.push(coin)
    total += coin.value
    const inputVbytes = selected.length * P2WPKH_INPUT_VB
    const feeWithChange = Math.ceil((baseVbytes + inputVbytes + changeVbytes) * feeRate)
    const feeWithoutChange = Math.ceil((baseVbytes + inputVbytes) * feeRate)
    const change = total - amount - feeWithChange
    if (change < DUST_SATS && total - amount < feeWithoutChange) continue
    const psbt = new Psbt({ network: regtestNetwork })
    for (const utxo of selected) psbt.addInput({ hash: utxo.txid, index: utxo.vout, witnessUtxo: { script: key.outputScript, value: BigInt(utxo.value) } })
    for (const output of outputs) psbt.addOutput(output)
    if (change >= DUST_SATS) psbt.addOutput({ script: key.outputScript, value: BigInt(change) })
    const kept = change >= DUST_SATS ? change : 0
    return { psbt, inputs: selected.length, fee: total - amount - kept, change: kept }
  }
  throw invalidParams(`${method}: insufficient funds: ${key.address} holds ${total} sats, the transfer needs ${amount} sats plus the fee`)
}
