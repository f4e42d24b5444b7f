import type { Network } from '../networks/types.js'
import type { AppMetadata } from '../types/appMetadata.js'
import type { Logger, StorageBackend } from '../storage/types.js'
import type { DiscoveryTarget } from '../adapters/discovery/eip6963.js'
import type { FeaturesOption } from '../controllers/features/mergeFeatures.js'
import type { SiwxOption } from '../siwx/siwxOption.js'
import type { WalletConnectOption } from '../adapters/walletconnect/types.js'
import type { AdapterOption } from '../adapters/types.js'
import type { EmbeddedWalletOption } from '../embeddedWallet.js'
import type { SendOptions } from '../types/send.js'
import type { SwapOptions } from '../types/swap.js'
import type { OnrampOption } from '../types/onramp.js'

/** The stock modal's colour scheme. */
export type ThemeMode = 'light' | 'dark'

/** CSS variable overrides the stock modal applies (defaults: accent blue, z-index 999, base font 10px, base radius 4px). */
export type ThemeVariables = {
  '--berth-accent'?: string
  '--berth-font-family'?: string
  '--berth-font-size-master'?: string
  '--berth-border-radius-master'?: string
  '--berth-z-index'?: number | string
}

/**
 * What createClient takes. Only `networks` is required.
 *
 * @example
 * import { createClient } from '@berth/headless'
 * import { base, mainnet } from '@berth/headless/eip155'
 *
 * const client = createClient({
 *   projectId: 'your-project-id',
 *   apiUrl: 'https://api.your-backend.example',
 *   walletApiUrl: 'https://wallets.your-backend.example',
 *   networks: [mainnet, base],
 *   metadata: { name: 'My dapp', url: 'https://dapp.example' },
 * })
 */
export type BerthOptions = {
  /** The project id of the wallet-provider and data APIs; sent with every request. Without one the remote checks are skipped and a configuration alert says so. */
  projectId?: string
  /** The networks the app offers, the first the default; at least one, none twice (ChainNotConfiguredError otherwise). */
  networks: readonly [Network, ...Network[]]
  /** The network before anyone connects, and after a disconnect; one of `networks` (NetworkNotFoundError otherwise). The first of `networks` by default. */
  defaultNetwork?: Network
  /** The app's name, description, URL and icons, as wallets show them. */
  metadata?: AppMetadata
  /** Wallets hidden from every list, matched by rdns/id or by name, case-insensitively. */
  excludeWalletIds?: readonly string[]
  /** Stay connected on a chain the app does not list instead of opening UnsupportedChain. Default false. */
  allowUnsupportedChain?: boolean
  /** false: the app never asks the wallet to switch, and an unsupported chain does not open UnsupportedChain. Default true. */
  enableNetworkSwitch?: boolean
  /** Unset: the modal follows an enclosing ThemeRoot, else light. */
  themeMode?: ThemeMode
  /** CSS variables the stock modal applies over its theme. */
  themeVariables?: ThemeVariables
  /** Where connections and recent wallets persist; null keeps them in memory only. */
  storage?: StorageBackend | null
  /** The window wallets announce on; defaults to globalThis.window when there is one. */
  window?: DiscoveryTarget
  /** How long a wallet prompt (connect, sign, send) may stay unanswered before it gives up with RequestTimeoutError. Default 120 s. */
  connectTimeoutMs?: number
  /** How long a non-prompting wallet call (eth_accounts, eth_chainId) may take. Default 10 s. */
  requestTimeoutMs?: number
  /** Where Berth's warnings and errors go (storage failures, ignored wallet events). Default console. */
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
  /** Local feature switches; a fetched remote project configuration overrides them, with a warning. */
  features?: FeaturesOption
  /**
   * The listing's recommended wallets and the AllWallets view (the all-wallets feature). Default
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
  /**
   * The embedded wallet (email, social and Farcaster logins through a secure frame on another
   * origin): `embeddedWallet({ frameUrl })` from `@berth/headless/embedded`. Absent: no AUTH connector.
   */
  embeddedWallet?: EmbeddedWalletOption
  /**
   * The other namespaces' adapters: `solana()` from `@berth/headless/solana`, `bitcoin()` from `@berth/headless/bip122`. eip155 is built in;
   * an app that lists no adapter here downloads no other namespace's code.
   */
  adapters?: readonly AdapterOption[]
  /**
   * Sending tokens and transactions: more USDT-style tokens, the base fee multiplier (1.2), and
   * the receipt wait (180 s, 1 confirmation) that useSend and useWaitForTransactionReceipt use.
   */
  send?: SendOptions
  /**
   * Swaps: SPEC's swap-supported networks always count; `networks` adds the app's own that its swap
   * service serves. Elsewhere the swap calls fail with 'Network not supported for Swaps'.
   */
  swaps?: SwapOptions
  /**
   * Buying crypto (the onramp feature): the on-ramp's names for the app's networks
   * (`{ networks: { 'eip155:8453': 'base' } }`; eip155 networks it lists by chain id and well-known
   * ones need none), and where its checkout sends the buyer back (`redirectUrl`, this page's origin only).
   */
  onramp?: OnrampOption
  /** Sign-in with X: `serverSiwx({ required })` or `localSiwx()` from '@berth/headless', or an app's own SiwxConfig. */
  siwx?: SiwxOption
  /** The older name of the same setting; giving both is an error (SignInConfigConflictError). */
  siweConfig?: unknown
}

/** The options with their defaults filled in, as `client.options` holds them. */
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
