import { devnetAccounts } from '../chain/accounts'
import { devnetChains, devnetChainUrl } from '../chain/chains'
import type { KnownChain, PersistedState } from './schemas'

export type WalletState = PersistedState

/** The chains a wallet may be told about: the devnet table with its default URLs. */
export function defaultChainTable(): KnownChain[] {
  return devnetChains.map((chain) => ({ chainId: chain.chainId, name: chain.name, rpcUrl: devnetChainUrl(chain) }))
}

export function walletAccounts(count: number): readonly `0x${string}`[] {
  if (!Number.isInteger(count) || count < 1 || count > devnetAccounts.length) {
    throw new RangeError(`accounts must be 1..${devnetAccounts.length}, got ${count}`)
  }
  return devnetAccounts.slice(0, count)
}

export function pickKnownChains(table: readonly KnownChain[], chainIds: readonly number[]): KnownChain[] {
  if (chainIds.length === 0) throw new RangeError('knownChainIds must name at least one chain')
  return chainIds.map((chainId) => {
    const chain = table.find((entry) => entry.chainId === chainId)
    if (!chain) throw new RangeError(`Chain ${chainId} is not in the devnet chain table`)
    return chain
  })
}

/**
 * Restores a stored state on top of the configured defaults. Configured chains win over stored
 * ones with the same id (ports are config, not user choice); chains the user added stay.
 */
export function initialState(defaults: readonly KnownChain[], accountCount: number, stored: PersistedState | undefined): WalletState {
  const first = defaults[0]
  if (!first) throw new RangeError('at least one known chain is required')
  const added = (stored?.knownChains ?? []).filter((chain) => !defaults.some((entry) => entry.chainId === chain.chainId))
  const knownChains = [...defaults, ...added]
  const chainId = stored && knownChains.some((chain) => chain.chainId === stored.chainId) ? stored.chainId : first.chainId
  const accountIndex = stored && stored.accountIndex < accountCount ? stored.accountIndex : 0
  return {
    authorized: stored?.authorized ?? false,
    solanaAuthorized: stored?.solanaAuthorized ?? false,
    bitcoinAuthorized: stored?.bitcoinAuthorized ?? false,
    accountIndex,
    chainId,
    knownChains,
  }
}
