import { fromBech32, toOutputScript } from 'bitcoinjs-lib/src/address'
import type { Bip122AddressParams } from '../../networks/defineBip122Network.js'
import type { AddressCheck } from '../types.js'
import { bitcoinjsNetwork } from './bitcoinParams.js'

/**
 * Whether `address` is a Bitcoin address of the network with these parameters: bitcoinjs-lib's
 * toOutputScript (base58check P2PKH/P2SH, bech32 P2WPKH/P2WSH with the network's prefix). A bech32m
 * witness v1 program of 32 bytes (P2TR) is checked by its decoding and prefix, as Bitcoin Core
 * accepts it, so that secp256k1 stays out of the check. An address of another network is 'invalid'.
 */
export function checkBitcoinAddress(address: string, addressParams: Bip122AddressParams): AddressCheck {
  if (typeof address !== 'string' || address.length < 14 || address.length > 90 || address.trim() !== address) return 'invalid'
  const network = bitcoinjsNetwork(addressParams)
  try {
    toOutputScript(address, network)
    return 'valid'
  } catch {
    // toOutputScript refuses P2TR without an ECC library: decode it and check prefix, version and length.
  }
  try {
    const decoded = fromBech32(address)
    return decoded.prefix === network.bech32 && decoded.version === 1 && decoded.data.length === 32 ? 'valid' : 'invalid'
  } catch {
    return 'invalid'
  }
}
