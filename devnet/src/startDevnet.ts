import { devnetChainKey, devnetChains, type DevnetChain } from './chain/chains'
import type { RunningDevnetChain } from './chain/startDevnetChain'
import { startDevnetChains } from './chain/startDevnetChains'

export interface StartDevnetOptions {
  log?: (line: string) => void
  /** Adopt nodes already answering the expected chain id (a second `pnpm dev`, a test run). */
  reuseRunning?: boolean
  /** Override the chain table, e.g. other ports in tests. Defaults to devnetChains. */
  chains?: readonly DevnetChain[]
  host?: string
}

export interface Devnet {
  /** Keyed by CAIP-2 id ('eip155:31337'). */
  urls: Record<string, string>
  chains: RunningDevnetChain[]
  stop(): Promise<void>
}

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const log = options.log ?? (() => {})
  const chains = await startDevnetChains(options.chains ?? devnetChains, {
    reuseRunning: options.reuseRunning ?? false,
    ...(options.host ? { host: options.host } : {}),
  })
  for (const chain of chains) {
    log(`${chain.name} (${chain.chainId})  ${chain.url}${chain.reused ? '  (already running, reused)' : ''}`)
  }
  let stopping: Promise<void> | undefined
  return {
    urls: Object.fromEntries(chains.map((chain) => [devnetChainKey(chain.chainId), chain.url])),
    chains,
    stop: () => (stopping ??= Promise.all(chains.map((chain) => chain.stop())).then(() => {})),
  }
}
