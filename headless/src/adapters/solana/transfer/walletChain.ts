import type { Wallet } from '@wallet-standard/base'
import type { Network } from '../../../networks/types.js'

// Wallet-standard wallets name the public clusters by name, not by CAIP-2 genesis reference.
const CLUSTER_NAMES: Record<string, string> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain id under which the wallet knows the network (its CAIP-2 id, or a public cluster's
 * wallet-standard name), or undefined when the wallet does not list it: it must then not send
 * itself, or it would send on another cluster.
 */
export function walletChain(wallet: Wallet, network: Pick<Network, 'caipNetworkId'>): `${string}:${string}` | undefined {
  const chains: readonly unknown[] = Array.isArray(wallet.chains) ? wallet.chains : []
  const candidates = [network.caipNetworkId, CLUSTER_NAMES[network.caipNetworkId]]
  return candidates.find((chain): chain is `${string}:${string}` => chain !== undefined && chains.includes(chain))
}
