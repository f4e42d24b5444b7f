import { Psbt } from 'bitcoinjs-lib/src/psbt'
import type { Network as BitcoinjsNetwork } from 'bitcoinjs-lib/src/networks'
import type { CoinSelection } from './selectCoins.js'

/** The PSBT's parts: the coins spent (all of the payment address, `paymentScript`), the receiver's output, the change back. */
export type PsbtPlan = {
  selection: CoinSelection
  paymentScript: Uint8Array
  receiverScript: Uint8Array
  amount: bigint
  network: BitcoinjsNetwork
}

/** Signals opt-in replace-by-fee (BIP-125) and allows no timelock. */
export const RBF_SEQUENCE = 0xfffffffd

/**
 * The unsigned PSBT (version 2): one input per selected coin with its `witnessUtxo` (the payment
 * address's script and the coin's value, which is what a segwit signer commits to), the receiver's
 * output first, then the change back to the payment address when there is change.
 */
export function buildPsbt({ selection, paymentScript, receiverScript, amount, network }: PsbtPlan): Psbt {
  const psbt = new Psbt({ network })
  psbt.setVersion(2)
  for (const coin of selection.inputs) {
    psbt.addInput({ hash: coin.txid, index: coin.vout, sequence: RBF_SEQUENCE, witnessUtxo: { script: paymentScript, value: coin.value } })
  }
  psbt.addOutput({ script: receiverScript, value: amount })
  if (selection.change > 0n) psbt.addOutput({ script: paymentScript, value: selection.change })
  return psbt
}
