import { DEVNET_HOST, devnetChainUrl, type DevnetChain } from './chains'
import { probeChainId } from './probeChainId'
import { startAnvil } from './startAnvil'

export interface RunningDevnetChain {
  chainId: number
  name: string
  url: string
  /** True when an already-running node was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

export async function startDevnetChain(
  chain: DevnetChain,
  options: { reuseRunning?: boolean; host?: string; genesisTimestamp?: number } = {},
): Promise<RunningDevnetChain> {
  const host = options.host ?? DEVNET_HOST
  const url = devnetChainUrl(chain, host)
  if (options.reuseRunning) {
    const answered = await probeChainId(url)
    if (answered === chain.chainId) {
      return { chainId: chain.chainId, name: chain.name, url, reused: true, stop: async () => {} }
    }
    if (answered !== undefined) {
      throw new Error(`${url} answers chain id ${answered}, expected ${chain.chainId} for ${chain.name}: stop that node or free the port`)
    }
  }
  const anvil = await startAnvil({
    chainId: chain.chainId,
    port: chain.port,
    host,
    ...(options.genesisTimestamp !== undefined ? { genesisTimestamp: options.genesisTimestamp } : {}),
  })
  return { chainId: chain.chainId, name: chain.name, url: anvil.url, reused: false, stop: anvil.stop }
}
