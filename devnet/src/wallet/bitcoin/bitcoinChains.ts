import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_ESPLORA_PORT } from '../../bitcoin/constants'
import { DEVNET_HOST } from '../../chain/chains'

/** The wallet-standard chains of the Bitcoin side: Berth Bitcoin Regtest only (its keys are regtest keys). */
export const BITCOIN_WALLET_CHAINS = ['bitcoin:regtest'] as const
export type BitcoinWalletChain = (typeof BITCOIN_WALLET_CHAINS)[number]

/** What a page may name as the chain of a request: the wallet-standard id or the CAIP-2 id of the same regtest. */
export const isBitcoinWalletChain = (chain: string): boolean =>
  chain === DEVNET_BITCOIN_CHAIN_ID || (BITCOIN_WALLET_CHAINS as readonly string[]).includes(chain)

/** The network name sats-connect's wallet_getNetwork answers. */
export const BITCOIN_NETWORK_NAME = 'Regtest'

/** Berth Bitcoin Regtest's Esplora API, where sendTransfer reads coins and broadcasts unless configured otherwise. */
export const DEFAULT_BITCOIN_ESPLORA_URL = `http://${DEVNET_HOST}:${DEVNET_BITCOIN_ESPLORA_PORT}`

/** Bitcoin Core's dust threshold for the costliest standard output: sendTransfer pays no less, and keeps no smaller change. */
export const DUST_SATS = 546

/** The confirmation target (blocks) whose /fee-estimates rate sendTransfer pays. */
export const FEE_TARGET_BLOCKS = '6'
