import { devnetChainKey, devnetChains, devnetChainUrl } from '../../src/chain/chains'
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_NAME } from '../../src/bitcoin/constants'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_NAME } from '../../src/solana/constants'

/** A chain the Devnet Mobile Wallet can sign for: the devnet's two anvils, nothing else. */
export interface WalletChain {
  /** CAIP-2, e.g. eip155:31337: the form WalletConnect namespaces use. */
  readonly caip: string
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
}

export const walletChains: readonly WalletChain[] = devnetChains.map((chain) => ({
  caip: devnetChainKey(chain.chainId),
  chainId: chain.chainId,
  name: chain.name,
  rpcUrl: devnetChainUrl(chain),
}))

export function chainByCaip(caip: string): WalletChain | undefined {
  return walletChains.find((chain) => chain.caip === caip)
}

export function chainById(chainId: number): WalletChain | undefined {
  return walletChains.find((chain) => chain.chainId === chainId)
}

/** 'Berth Devnet (eip155:31337)' for a chain the wallet knows, the bare CAIP id otherwise. */
export function chainLabel(caip: string): string {
  if (caip === DEVNET_SOLANA_CHAIN_ID) return `${DEVNET_SOLANA_NAME} (${caip})`
  if (caip === DEVNET_BITCOIN_CHAIN_ID) return `${DEVNET_BITCOIN_NAME} (${caip})`
  const chain = chainByCaip(caip)
  return chain ? `${chain.name} (${caip})` : caip
}
