import * as ecc from '@bitcoinerlab/secp256k1'
import { address, initEccLib, networks } from 'bitcoinjs-lib'
import { regtestNetwork } from '../keys/bitcoinNetwork'

// bitcoinjs-lib reads a Taproot (bcrt1p…) address only with an elliptic-curve library: without
// one, every P2TR address would be "not a valid Bitcoin address".
initEccLib(ecc)

export type ParsedAddress = { ok: true; address: string; outputScript: Uint8Array } | { ok: false; reason: string }

const otherNetworks = [
  { name: 'mainnet', network: networks.bitcoin },
  { name: 'testnet or signet', network: networks.testnet },
]

/**
 * A regtest address (bcrt1…, or base58 m/n/2…, whose prefixes regtest shares with testnet) with its
 * output script; or why it is not one: another network's address, or no address at all.
 */
export function parseRegtestAddress(text: string): ParsedAddress {
  try {
    return { ok: true, address: text, outputScript: address.toOutputScript(text, regtestNetwork) }
  } catch {
    for (const other of otherNetworks) {
      try {
        address.toOutputScript(text, other.network)
        return { ok: false, reason: `${text} is a Bitcoin ${other.name} address; this node is regtest (bcrt1…)` }
      } catch {
        // not that network's either
      }
    }
    return { ok: false, reason: `${text} is not a valid Bitcoin address` }
  }
}
