import { DEVNET_HOST } from '../../chain/chains'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_RPC_PORT } from '../../solana/constants'

/**
 * The chains the Solana side names: Berth Solana Devnet first, then the standard cluster ids, so that
 * an app configured for any Solana cluster lists the wallet. Only the devnet cluster has an RPC to send to.
 */
export const SOLANA_WALLET_CHAINS = [DEVNET_SOLANA_CHAIN_ID, 'solana:mainnet', 'solana:devnet', 'solana:testnet'] as const
export type SolanaWalletChain = (typeof SOLANA_WALLET_CHAINS)[number]

/** Berth Solana Devnet's JSON-RPC, where signAndSendTransaction sends unless configured otherwise. */
export const DEFAULT_SOLANA_RPC_URL = `http://${DEVNET_HOST}:${DEVNET_SOLANA_RPC_PORT}`

export const isSolanaWalletChain = (chain: string): chain is SolanaWalletChain => (SOLANA_WALLET_CHAINS as readonly string[]).includes(chain)
