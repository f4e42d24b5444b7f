import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { Network } from '../../networks/types.js'

/** A chain id a Bitcoin wallet may list: wallet-standard's `bitcoin:…` (Exodus' names) or a CAIP-2 `bip122:…`. */
export const isBitcoinChain = (chain: unknown): chain is string => typeof chain === 'string' && (chain.startsWith('bitcoin:') || chain.startsWith('bip122:'))

/** The network as a bip122 network, or undefined when it is another namespace's. */
export const asBip122Network = (network: Network): Bip122Network | undefined =>
  network.chainNamespace === 'bip122' && typeof (network as Partial<Bip122Network>).addressParams === 'string' ? (network as Bip122Network) : undefined

/** Whether a list of chains (a wallet's or an account's) names `network`, by its wallet-standard id or its CAIP-2 id. */
export function chainsInclude(chains: readonly unknown[], network: Bip122Network): boolean {
  return chains.some((chain) => chain === network.caipNetworkId || (network.walletStandardChain !== undefined && chain === network.walletStandardChain))
}
