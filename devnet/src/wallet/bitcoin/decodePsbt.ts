import { Psbt } from 'bitcoinjs-lib'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { invalidParams } from '../providerErrors'

/** Parses PSBT bytes (BIP-174) on regtest; a malformed one is the page's error. */
export function decodePsbt(bytes: Uint8Array, method: string): Psbt {
  try {
    return Psbt.fromBuffer(bytes, { network: regtestNetwork })
  } catch (error) {
    throw invalidParams(`${method}: not a PSBT (${error instanceof Error ? error.message : String(error)})`)
  }
}
