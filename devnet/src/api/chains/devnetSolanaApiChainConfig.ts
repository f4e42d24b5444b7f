import { DEVNET_HOST } from '../../chain/chains'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_NAME, DEVNET_SOLANA_RPC_PORT, DEVNET_SOLANA_WS_PORT } from '../../solana/constants'
import type { ApiSolanaChainConfig } from './apiSolanaChains'

/** Berth Solana Devnet at its fixed ports (or `url` when it listens elsewhere). */
export function devnetSolanaApiChainConfig(url: string = `http://${DEVNET_HOST}:${DEVNET_SOLANA_RPC_PORT}`, wsUrl?: string): ApiSolanaChainConfig {
  const defaultPorts = url === `http://${DEVNET_HOST}:${DEVNET_SOLANA_RPC_PORT}`
  return {
    chainId: DEVNET_SOLANA_CHAIN_ID,
    name: DEVNET_SOLANA_NAME,
    url,
    ...(wsUrl ? { wsUrl } : defaultPorts ? { wsUrl: `ws://${DEVNET_HOST}:${DEVNET_SOLANA_WS_PORT}` } : {}),
  }
}
