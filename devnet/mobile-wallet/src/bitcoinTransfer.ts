import { address, payments } from 'bitcoinjs-lib'
import { regtestNetwork } from '../../src/bitcoin/keys/bitcoinNetwork'
import type { EsploraUtxo } from '../../src/bitcoin/walletKit/esploraClient'
import { InsufficientFundsError, planTransfer, type TransferOutput, transferPsbt } from '../../src/bitcoin/walletKit/planTransfer'
import { signPsbtInputs } from '../../src/bitcoin/walletKit/psbtSigning'
import type { BitcoinAddressKey } from './bitcoinKeys'

/**
 * A signed, finalized P2WPKH spend from the payment key (the shared rules of planTransfer): the
 * recipient's output, the memo (hex) as an OP_RETURN output when there is one, and the change back
 * to the payment address.
 */
export function buildTransfer(
  key: BitcoinAddressKey,
  utxos: readonly EsploraUtxo[],
  recipient: string,
  amount: bigint,
  memo: string | undefined,
  feeRate: number,
): { hex: string; txid: string; fee: bigint } {
  const outputs: TransferOutput[] = [{ script: address.toOutputScript(recipient, regtestNetwork), value: amount }]
  const memoScript = memo ? payments.embed({ data: [Uint8Array.from(memo.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))] }).output : undefined
  if (memoScript) outputs.push({ script: memoScript, value: 0n })
  let plan: ReturnType<typeof planTransfer>
  try {
    plan = planTransfer(utxos, outputs, key.outputScript, feeRate)
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error
    throw new Error(`the payment address holds ${error.held} sats, not enough for ${error.amount} sats and the fee`)
  }
  const psbt = transferPsbt(plan, outputs, key.outputScript)
  signPsbtInputs(psbt, [{ key: key.key, indexes: plan.inputs.map((_, index) => index) }])
  const tx = psbt.extractTransaction()
  return { hex: tx.toHex(), txid: tx.getId(), fee: plan.fee }
}
