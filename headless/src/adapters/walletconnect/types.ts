import type { AppMetadata } from '../../types/appMetadata.js'
import type { Network } from '../../networks/types.js'
import type { Logger, StorageBackend } from '../../storage/types.js'
import type { AdapterTimeouts, WalletAdapter } from '../types.js'
import type { WalletConnectAuthenticator } from './authentication.js'
import type { WalletConnectConnector } from './createWalletConnect.js'

/** What createClient hands the WalletConnect option when it builds the client. */
export type WalletConnectSetupContext = {
  networks: readonly Network[]
  metadata: AppMetadata | undefined
  /** createClient's projectId, used when the option has none. */
  projectId: string | undefined
  storage: StorageBackend | undefined
  logger: Logger
  timeouts: AdapterTimeouts
  /** One-click sign-in from the app's SIWX configuration, when it has one. */
  authenticator?: WalletConnectAuthenticator
}

/** The connector and the adapter that serves connectors of type WALLET_CONNECT. */
export type WalletConnectSetup = { connector: WalletConnectConnector; adapter: WalletAdapter }

/**
 * createClient's `walletConnect` option, made by `walletConnect({ relayUrl, projectId })` from
 * `@berth/headless/walletconnect`: the setup function lives in that entry, so apps that do not use
 * WalletConnect never bundle it.
 */
export type WalletConnectOption = {
  relayUrl: string
  projectId: string | undefined
  setup(context: WalletConnectSetupContext): WalletConnectSetup
}
