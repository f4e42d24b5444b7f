/** One local EVM chain of the devnet. Browser-safe: the wallet bundle imports this table. */
export interface DevnetChain {
  readonly chainId: number
  readonly name: string
  readonly port: number
}

export const DEVNET_HOST = '127.0.0.1'

export const devnetChains = [
  { chainId: 31337, name: 'Berth Devnet', port: 8545 },
  { chainId: 31338, name: 'Berth Devnet L2', port: 8546 },
] as const satisfies readonly DevnetChain[]

export function devnetChainUrl(chain: Pick<DevnetChain, 'port'>, host: string = DEVNET_HOST): string {
  return `http://${host}:${chain.port}`
}

/** CAIP-2 id, the key the rest of Berth uses for networks. */
export function devnetChainKey(chainId: number): string {
  return `eip155:${chainId}`
}
