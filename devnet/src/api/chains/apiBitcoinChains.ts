import { DEVNET_HOST } from '../../chain/chains'
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_ESPLORA_PORT, DEVNET_BITCOIN_NAME } from '../../bitcoin/constants'

/** A Bitcoin chain the API reads (balances), through its Esplora HTTP API. */
export interface ApiBitcoinChainConfig {
  /** CAIP-2, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'. */
  chainId: string
  name: string
  /** Esplora API base URL, e.g. http://127.0.0.1:3002. */
  url: string
}

export interface ApiBitcoinChain extends ApiBitcoinChainConfig {
  caip2: string
}

export function createApiBitcoinChains(configs: readonly ApiBitcoinChainConfig[]): ApiBitcoinChain[] {
  return configs.map((config) => ({ ...config, caip2: config.chainId }))
}

/** Berth Bitcoin Regtest at its fixed port (or `url` when it listens elsewhere). */
export function devnetBitcoinApiChainConfig(url: string = `http://${DEVNET_HOST}:${DEVNET_BITCOIN_ESPLORA_PORT}`): ApiBitcoinChainConfig {
  return { chainId: DEVNET_BITCOIN_CHAIN_ID, name: DEVNET_BITCOIN_NAME, url }
}
