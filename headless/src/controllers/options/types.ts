import type { Network } from '../../networks/types.js'
import type { Logger, StorageBackend } from '../../storage/types.js'
import type { DiscoveryTarget } from '../../adapters/discovery/eip6963.js'

export type ThemeMode = 'light' | 'dark'

/** CSS variable overrides the stock modal applies (SPEC §9: base z-index 999, font 10px, radius 4px). */
export type ThemeVariables = {
  '--berth-accent'?: string
  '--berth-font-family'?: string
  '--berth-font-size-master'?: string
  '--berth-border-radius-master'?: string
  '--berth-z-index'?: number | string
}

export type AppMetadata = { name: string; description?: string; url?: string; icons?: string[] }

export type BerthOptions = {
  projectId?: string
  networks: readonly [Network, ...Network[]]
  defaultNetwork?: Network
  metadata?: AppMetadata
  /** Wallets hidden from every list, matched by rdns/id or by name, case-insensitively. */
  excludeWalletIds?: readonly string[]
  /** Stay connected on a chain the app does not list instead of opening UnsupportedChain. */
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  /** Unset: the modal follows an enclosing ThemeRoot, else light. */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** Where connections and recent wallets persist; null keeps them in memory only. */
  storage?: StorageBackend | null
  /** The window wallets announce on; defaults to globalThis.window when there is one. */
  window?: DiscoveryTarget
  /** How long a wallet prompt may stay unanswered before connect gives up. */
  connectTimeoutMs?: number
  /** How long a non-prompting wallet call (eth_accounts, eth_chainId) may take. */
  requestTimeoutMs?: number
  logger?: Logger
}

export type ResolvedOptions = Required<
  Pick<BerthOptions, 'allowUnsupportedChain' | 'enableNetworkSwitch' | 'connectTimeoutMs' | 'requestTimeoutMs' | 'logger'>
> &
  Omit<BerthOptions, 'allowUnsupportedChain' | 'enableNetworkSwitch' | 'connectTimeoutMs' | 'requestTimeoutMs' | 'logger'> & {
    defaultNetwork: Network
    excludeWalletIds: readonly string[]
    themeVariables: ThemeVariables
  }
