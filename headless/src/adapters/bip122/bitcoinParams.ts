import { bitcoin, regtest, testnet, type Network as BitcoinjsNetwork } from 'bitcoinjs-lib/src/networks'
import type { Bip122AddressParams } from '../../networks/defineBip122Network.js'

const PARAMS: Record<Bip122AddressParams, BitcoinjsNetwork> = { mainnet: bitcoin, testnet, regtest }

/** bitcoinjs-lib's parameters (bech32 prefix, base58 versions) for a network's `addressParams`. */
export function bitcoinjsNetwork(addressParams: Bip122AddressParams): BitcoinjsNetwork {
  return PARAMS[addressParams]
}
