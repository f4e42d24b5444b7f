import type { Network } from '../networks/types.js'
import type { AppMetadata } from '../types/appMetadata.js'
import type { Logger, StorageBackend } from '../storage/types.js'
import type { DiscoveryTarget } from '../adapters/discovery/eip6963.js'
import type { FeaturesOption } from '../controllers/features/mergeFeatures.js'
import type { SiwxOption } from '../siwx/siwxOption.js'
import type { WalletConnectOption } from '../adapters/walletconnect/types.js'
import type { SendOptions } from '../controllers/send/types.js'

export type ThemeMode = 'light' | 'dark'

/** CSS variable overrides the stock modal applies (SPEC §9: base z-index 999, font 10px, radius 4px). */
export type ThemeVariables = {
  '--berth-accent'?: string
  '--berth-font-family'?: string
  '--berth-font-size-master'?: string
  '--berth-border-radius-master'?: string
  '--berth-z-index'?: number | string
}

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
  /**
   * Data API base URL: token balances, activity, identity, NFTs, server-kept sign-in sessions, error
   * reports. No default: without it (or without `projectId`) those parts are off, and reading
   * account data raises the configuration alert that names what is missing.
   */
  apiUrl?: string
  /**
   * Wallet-provider API base URL: the remote feature configuration, allowed origins, the wallet
   * listing and its images, the analytics switch. No default: without it (or without `projectId`)
   * local features apply, AllWallets and the recommended wallets are off, and opening the modal
   * raises the configuration alert that names what is missing.
   */
  walletApiUrl?: string
  /** Local feature switches; a fetched remote project configuration overrides them (SPEC §1). */
  features?: FeaturesOption
  /**
   * The listing's recommended wallets and the AllWallets view (SPEC's all-wallets feature). Default
   * true; always false without `projectId` and `walletApiUrl`, which the listing comes from.
   */
  allWallets?: boolean
  /** false keeps analytics off whatever /getAnalyticsConfig says. Default true. */
  enableAnalytics?: boolean
  /** Only these listing ids are shown in AllWallets (sent as `include`). */
  includeWalletIds?: readonly string[]
  /**
   * Connect through WalletConnect: `walletConnect({ relayUrl, projectId })` from
   * `@berth/headless/walletconnect`. Absent: there is no WalletConnect connector.
   */
  walletConnect?: WalletConnectOption
  /** Sending tokens: more USDT-style tokens, the base fee multiplier, the receipt wait (SPEC §5, §9 defaults). */
  send?: SendOptions
  /** Sign-in with X (SPEC §4): `serverSiwx({ required })` from '@berth/headless', or an app's own SiwxConfig. */
  siwx?: SiwxOption
  /** The older name of the same setting; giving both is an error (SPEC §5). */
  siweConfig?: unknown
}

export type ResolvedOptions = Required<
  Pick<BerthOptions, 'allowUnsupportedChain' | 'allWallets' | 'enableNetworkSwitch' | 'connectTimeoutMs' | 'requestTimeoutMs' | 'logger'>
> &
  Omit<BerthOptions, 'allowUnsupportedChain' | 'allWallets' | 'enableNetworkSwitch' | 'connectTimeoutMs' | 'requestTimeoutMs' | 'logger'> & {
    defaultNetwork: Network
    excludeWalletIds: readonly string[]
    themeVariables: ThemeVariables
    /** Normalised (no trailing slash); undefined when not given. */
    apiUrl: string | undefined
    walletApiUrl: string | undefined
    enableAnalytics: boolean
    includeWalletIds: readonly string[]
  }
