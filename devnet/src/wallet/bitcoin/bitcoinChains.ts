import { DEVNET_BITCOIN_CHAIN_ID } from '../../bitcoin/constants'

/** The wallet-standard chains of the Bitcoin side: Berth Bitcoin Regtest only (its keys are regtest keys). */
export const BITCOIN_WALLET_CHAINS = ['bitcoin:regtest'] as const
export type BitcoinWalletChain = (typeof BITCOIN_WALLET_CHAINS)[number]

/** What a page may name as the chain of a request: the wallet-standard id or the CAIP-2 id of the same regtest. */
export const isBitcoinWalletChain = (chain: string): boolean =>
  chain === DEVNET_BITCOIN_CHAIN_ID || (BITCOIN_WALLET_CHAINS as readonly string[]).includes(chain)

/** The network name sats-connect's wallet_getNetwork answers. */
export const BITCOIN_NETWORK_NAME = 'Regtest'
