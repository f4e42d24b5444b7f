import { address, type Psbt } from 'bitcoinjs-lib'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'

const scriptAddress = (script: Uint8Array): string => {
  try {
    return address.fromOutputScript(script, regtestNetwork)
  } catch {
    return 'a non-standard script'
  }
}

/** A PSBT as the approval shows it: what each input spends, where each output goes (sats), the fee when every input's value is known. */
export function describePsbt(psbt: Psbt, signing: Record<string, readonly number[]>) {
  const inputs = psbt.data.inputs.map((input, index) => ({
    index,
    spends: input.witnessUtxo ? `${input.witnessUtxo.value} sats of ${scriptAddress(input.witnessUtxo.script)}` : 'unknown (no witnessUtxo)',
  }))
  const outputs = psbt.txOutputs.map((output) => ({ to: output.address ?? scriptAddress(output.script), sats: String(output.value) }))
  const known = psbt.data.inputs.every((input) => input.witnessUtxo)
  const fee = known
    ? psbt.data.inputs.reduce((sum, input) => sum + (input.witnessUtxo?.value ?? 0n), 0n) - psbt.txOutputs.reduce((sum, output) => sum + output.value, 0n)
    : undefined
  return { sign: signing, inputs, outputs, ...(fee === undefined ? {} : { fee: `${fee} sats` }) }
}
