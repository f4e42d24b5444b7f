import { networks } from 'bitcoinjs-lib'

/** bitcoinjs-lib's regtest parameters: Bitcoin Core's (bech32 `bcrt`, 0x6f/0xc4, WIF 0xef, tpub/tprv). */
export const regtestNetwork = networks.regtest
