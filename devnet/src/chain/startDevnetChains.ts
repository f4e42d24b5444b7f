import type { DevnetChain } from './chains'
import { startDevnetChain, type RunningDevnetChain } from './startDevnetChain'

/**
 * Starts all chains at once. If any fails, the ones that did start are stopped before the error
 * is rethrown, so a half-started devnet never lingers.
 */
export async function startDevnetChains(
  chains: readonly DevnetChain[],
  options: { reuseRunning?: boolean; host?: string; genesisTimestamp?: number },
): Promise<RunningDevnetChain[]> {
  const results = await Promise.allSettled(chains.map((chain) => startDevnetChain(chain, options)))
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  if (failures.length > 0) {
    await Promise.all(started.map((chain) => chain.stop()))
    const messages = failures.map((failure) => (failure.reason instanceof Error ? failure.reason.message : String(failure.reason)))
    throw new Error(`Devnet failed to start:\n${messages.join('\n')}`)
  }
  return started
}
