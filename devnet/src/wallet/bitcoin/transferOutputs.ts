import { address } from 'bitcoinjs-lib'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { DUST_SATS } from '../../bitcoin/walletKit/dustLimit'
import type { TransferOutput } from '../../bitcoin/walletKit/planTransfer'
import { invalidParams } from '../providerErrors'

/** A recipient of sats-connect's sendTransfer: an address and an amount in sats. */
export interface TransferRecipient {
  address: string
  amount: number
}

/** Checks every recipient (a regtest address, no dust) before anything is read or asked, and turns it into an output. */
export function transferOutputs(recipients: readonly TransferRecipient[], method: string): TransferOutput[] {
  return recipients.map((recipient, index) => {
    let script: Uint8Array
    try {
      script = address.toOutputScript(recipient.address, regtestNetwork)
    } catch {
      throw invalidParams(`${method}: recipients.${index}.address: ${recipient.address} is not a regtest address`)
    }
    if (BigInt(recipient.amount) < DUST_SATS) {
      throw invalidParams(`${method}: recipients.${index}.amount: ${recipient.amount} sats is below the dust limit (${DUST_SATS})`)
    }
    return { script, value: BigInt(recipient.amount) }
  })
}
